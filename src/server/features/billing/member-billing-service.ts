import type Stripe from 'stripe';
import type { FastifyRequest } from 'fastify';
import { accessPlanOf, PLANS } from '../../../core/access';
import type { Plan } from '../../../core/access';
import { planStatusLine } from '../../../core/billing/status-line';
import { AppError } from '../../../core/errors';
import { PAYMENT_SERVICE_DOWN } from '../../../core/schemas/billing';
import type { MemberBilling, MemberInvoice, MemberSubscription } from '../../../core/schemas/member-billing';
import { inTransaction } from '../../db/transaction';
import { accessGrantOf } from '../../lib/access-grants-repo';
import { recordAudit } from '../../lib/audit-log';
import { customerUrl, idOf, planOfPrice, stripeOf } from '../../lib/stripe';
import { findUserById } from '../../lib/users-repo';
import { membershipOf } from './repo';
import { historyRowsOf, recordRefund, refundedOf } from './member-billing-repo';
import { billingFactsOf, iso } from './plan-state';
import type { BillingDeps } from './plan-state';
import { currentSubscriptionOf, isOpen, periodEndOf } from './subscriptions';

const at = (sec: number) => new Date(sec * 1000).toISOString();

function subscriptionRow(
  deps: BillingDeps,
  s: Stripe.Subscription,
  current: string | null,
): MemberSubscription {
  const item = s.items.data[0];
  const quantity = item?.quantity ?? 1;
  return {
    id: s.id,
    status: s.status,
    plan: planOfPrice(deps.config, item?.price?.id) as Plan | null,
    amountCents: (item?.price?.unit_amount ?? 0) * quantity,
    quantity,
    currentPeriodEnd: iso(periodEndOf(s)),
    cancelAtPeriodEnd: s.cancel_at_period_end || Boolean(s.cancel_at),
    createdAt: at(s.created),
    current: s.id === current,
    open: isOpen(s),
  };
}

/** The payment (intent) behind a paid invoice: on its `payments` since API 2025-03-31, on the invoice before. */
function paymentIntentOf(inv: Stripe.Invoice): string | null {
  const p = inv.payments?.data?.find((x) => x.payment?.payment_intent)?.payment?.payment_intent;
  const legacy = (inv as unknown as { payment_intent?: string | { id: string } | null }).payment_intent;
  return idOf(p ?? legacy ?? null);
}

function invoiceRow(inv: Stripe.Invoice, refunded: Map<string, number>): MemberInvoice {
  const standIn = (inv as unknown as { amount_refunded?: number }).amount_refunded;
  const refundedCents = Math.max(refunded.get(inv.id!) ?? 0, standIn ?? 0);
  return {
    id: inv.id!,
    status: inv.status ?? 'draft',
    amountDueCents: inv.amount_due,
    amountPaidCents: inv.amount_paid,
    refundedCents,
    createdAt: at(inv.created),
    hostedUrl: inv.hosted_invoice_url ?? null,
    refundable: inv.status === 'paid' && inv.amount_paid > refundedCents && Boolean(paymentIntentOf(inv)),
  };
}

/** What Stripe holds for the customer: subscriptions, invoices and the card (null: Stripe could not be read). */
async function stripeSide(deps: BillingDeps, customer: string) {
  const stripe = stripeOf(deps.config)!;
  const subs = (
    await stripe.subscriptions.list({
      customer,
      status: 'all',
      limit: 100,
      expand: ['data.default_payment_method'],
    })
  ).data;
  const invoices = (await stripe.invoices.list({ customer, limit: 24, expand: ['data.payments'] })).data;
  const current = currentSubscriptionOf(subs);
  const pm = current?.default_payment_method;
  const card = pm && typeof pm === 'object' && pm.card ? `${pm.card.brand} ending ${pm.card.last4}` : null;
  const refunded = await refundedOf(
    deps.db,
    invoices.map((i) => i.id!),
  );
  return {
    subscriptions: subs.map((s) => subscriptionRow(deps, s, current?.id ?? null)),
    invoices: invoices.map((i) => invoiceRow(i, refunded)),
    paymentMethod: card,
  };
}

async function historyOf(deps: BillingDeps, userId: number): Promise<MemberBilling['history']> {
  const { claims, grants, audit } = await historyRowsOf(deps.db, userId);
  const label = (p: string) => (p in PLANS ? PLANS[p as Plan].label : p);
  const rows: MemberBilling['history'] = [];
  for (const c of claims)
    rows.push({ at: c.startedAt.toISOString(), what: `Free trial (${label(c.plan)}) claimed`, by: 'member' });
  for (const g of grants) {
    const kind = g.kind === 'trial' ? 'Trial' : 'Paid access';
    rows.push({
      at: g.startsAt.toISOString(),
      what: `${kind} (${label(g.plan)}) until ${g.endsAt.toISOString().slice(0, 10)}`,
      by: 'grant',
    });
    if (g.endedAt)
      rows.push({ at: g.endedAt.toISOString(), what: `${kind} (${label(g.plan)}) ended`, by: 'grant' });
  }
  for (const a of audit)
    rows.push({
      at: a.at.toISOString(),
      what: a.reason ? `${a.action}: ${a.reason}` : a.action,
      by: a.operator,
    });
  return rows.sort((a, b) => b.at.localeCompare(a.at));
}

/** GET /api/admin/members/:id/billing: the member's billing page. */
export async function memberBilling(deps: BillingDeps, userId: number): Promise<MemberBilling> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Member not found');
  const m = await membershipOf(deps.db, userId);
  const billing = billingFactsOf(
    { userId, plan: user.plan, planStatus: user.planStatus, accessPlan: accessPlanOf(user) },
    m,
    await accessGrantOf(deps.db, userId),
    (id) => customerUrl(deps.config, id),
  );
  let side = {
    subscriptions: [] as MemberSubscription[],
    invoices: [] as MemberInvoice[],
    paymentMethod: null as string | null,
  };
  let stripeError: string | null = null;
  if (m?.stripeCustomerId && stripeOf(deps.config)) {
    try {
      side = await stripeSide(deps, m.stripeCustomerId);
    } catch (err) {
      const e = err as { type?: string; requestId?: string };
      deps.log.warn({ stripeType: e.type, stripeRequestId: e.requestId, userId }, 'stripe call failed');
      stripeError = PAYMENT_SERVICE_DOWN;
    }
  }
  return {
    member: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    billing,
    statusLine: planStatusLine(billing),
    stripeError,
    ...side,
    history: await historyOf(deps, userId),
  };
}

/**
 * Refunds what is left of a paid invoice of the member's customer (Stripe refunds API, one idempotency key per
 * invoice and amount already refunded, so a double click refunds once); revenue and the audit row follow.
 */
export async function refundInvoice(
  deps: BillingDeps,
  req: FastifyRequest,
  userId: number,
  invoiceId: string,
) {
  const user = await findUserById(deps.db, userId);
  const m = user ? await membershipOf(deps.db, userId) : undefined;
  const stripe = stripeOf(deps.config);
  if (!user || !m?.stripeCustomerId || !stripe) throw new AppError('NOT_FOUND', 'Invoice not found');
  // An invoice Stripe does not know is this member's no more than another customer's: 404, not 502.
  const inv = await stripe.invoices
    .retrieve(invoiceId, { expand: ['payments'] })
    .catch((err: { statusCode?: number }) => {
      if (err.statusCode === 404) throw new AppError('NOT_FOUND', 'Invoice not found');
      throw err;
    });
  if (idOf(inv.customer) !== m.stripeCustomerId) throw new AppError('NOT_FOUND', 'Invoice not found');
  const row = invoiceRow(inv, await refundedOf(deps.db, [invoiceId]));
  const intent = paymentIntentOf(inv);
  if (!row.refundable || !intent) throw new AppError('CONFLICT', 'This invoice has nothing left to refund.');
  const amount = row.amountPaidCents - row.refundedCents;
  const refund = await stripe.refunds.create(
    { payment_intent: intent, amount, metadata: { invoice: invoiceId, userId: String(userId) } },
    { idempotencyKey: `refund-${invoiceId}-${row.refundedCents}` },
  );
  await inTransaction(deps.db, async (tx) => {
    await recordRefund(tx, invoiceId, user.email, amount);
    await recordAudit(tx, req, {
      action: 'invoice.refund',
      targetType: 'registration',
      targetId: userId,
      before: { invoice: invoiceId, refundedCents: row.refundedCents },
      after: { invoice: invoiceId, refundedCents: row.refundedCents + amount, refund: refund.id },
      reason: `Refunded $${(amount / 100).toFixed(2)} of invoice ${invoiceId}`,
    });
  });
  return { ok: true as const, refundId: refund.id, amountCents: amount };
}
