import type Stripe from 'stripe';
import { isPlan } from '../../../core/access';
import { planStatusLine } from '../../../core/billing/status-line';
import { AppError } from '../../../core/errors';
import { ONLINE_PAYMENT_NOT_SET_UP } from '../../../core/schemas/billing';
import { findUserById } from '../../lib/users-repo';
import { idOf, stripeOf } from '../../lib/stripe';
import { sendPaymentFailedMail } from './mails';
import {
  claimEvent,
  claimInvoice,
  forgetEvent,
  membershipByCustomer,
  membershipOf,
  syncSubscriberRow,
  upsertMembership,
} from './repo';
import type { BillingDeps } from './plan-state';
import { syncCustomer } from './stripe-sync';

/** Verifies Stripe-Signature on the raw body (400 on a bad or old signature); 503 without the webhook secret. */
export function verifyEvent(deps: BillingDeps, raw: Buffer, signature: string | undefined): Stripe.Event {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  const stripe = stripeOf(deps.config);
  if (!secret || !stripe) throw new AppError('UNAVAILABLE', ONLINE_PAYMENT_NOT_SET_UP);
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
  }
}

function subscriptionOfInvoice(inv: Stripe.Invoice): string | null {
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  const parent = inv.parent?.subscription_details?.subscription;
  return idOf(parent ?? legacy ?? null);
}

/**
 * Links the paying customer to the member who checked out. A customer linked to another member already is
 * not moved (answered 200, ignored, logged): one customer is one member's.
 */
async function completeCheckout(deps: BillingDeps, s: Stripe.Checkout.Session) {
  const userId = Number(s.client_reference_id);
  const customer = idOf(s.customer);
  if (!customer) return;
  const owner = await membershipByCustomer(deps.db, customer);
  if (owner && owner.userId !== userId) {
    deps.log.warn(
      { session: s.id, customer, member: userId, linkedTo: owner.userId },
      'checkout of a customer linked to another member: ignored',
    );
    return;
  }
  if (!owner && Number.isInteger(userId) && userId > 0 && (await findUserById(deps.db, userId))) {
    const m = await membershipOf(deps.db, userId);
    await upsertMembership(deps.db, userId, {
      source: m?.source ?? 'stripe',
      stripeCustomerId: customer,
      updatedAt: deps.clock.now(),
    });
  }
  await syncCustomer(deps, customer);
}

/** A paid invoice: revenue counted once per invoice on the subscriber row, then the member follows Stripe. */
async function invoicePaid(deps: BillingDeps, inv: Stripe.Invoice) {
  const customer = idOf(inv.customer);
  const m = customer ? await membershipByCustomer(deps.db, customer) : undefined;
  if (!customer || !m) return;
  const outcome = await syncCustomer(deps, customer);
  const user = await findUserById(deps.db, m.userId);
  if (!user || !inv.id) return;
  if (await claimInvoice(deps.db, inv.id, m.userId, inv.amount_paid, deps.clock.now())) {
    const plan = isPlan(user.plan) ? user.plan : 'individual';
    const status = outcome?.status === 'past_due' ? 'active' : (user.planStatus ?? 'active');
    await syncSubscriberRow(
      deps.db,
      user,
      { tier: plan, status, addCents: inv.amount_paid },
      deps.clock.now(),
    );
  }
}

/**
 * A failed payment: the member follows Stripe (past_due starts the grace period); the mail goes only when the
 * invoice is the member's current subscription's and it is past due now, with the status line's words.
 */
async function paymentFailed(deps: BillingDeps, inv: Stripe.Invoice) {
  const customer = idOf(inv.customer);
  if (!customer || !(await membershipByCustomer(deps.db, customer))) return;
  const outcome = await syncCustomer(deps, customer);
  if (!outcome?.current || outcome.current.id !== subscriptionOfInvoice(inv)) return;
  if (outcome.status !== 'past_due' || !outcome.graceEndsAt) return;
  const user = await findUserById(deps.db, outcome.userId);
  if (!user) return;
  const line = planStatusLine({
    status: 'past_due',
    source: 'stripe',
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: outcome.graceEndsAt.toISOString(),
    accessEndsAt: null,
    endedAt: null,
  });
  await sendPaymentFailedMail(deps, user, line!);
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/** One event, applied once (its id is stored after it was applied; applying is idempotent anyway). */
export async function handleEvent(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  if (event.type === 'checkout.session.completed') return completeCheckout(deps, event.data.object);
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const customer = idOf((event.data.object as Stripe.Subscription).customer);
    if (customer) await syncCustomer(deps, customer);
    return;
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded')
    return invoicePaid(deps, event.data.object);
  if (event.type === 'invoice.payment_failed') return paymentFailed(deps, event.data.object);
  deps.log.debug({ type: event.type }, 'stripe event ignored');
}

/** Applies a verified event unless it was applied before. */
export async function receiveEvent(deps: BillingDeps, event: Stripe.Event): Promise<'applied' | 'duplicate'> {
  const now = deps.clock.now();
  if (!(await claimEvent(deps.db, event.id, event.type, now))) return 'duplicate';
  try {
    await handleEvent(deps, event);
  } catch (err) {
    // Not applied: forget the id so Stripe's retry applies it.
    await forgetEvent(deps.db, event.id);
    throw err;
  }
  return 'applied';
}
