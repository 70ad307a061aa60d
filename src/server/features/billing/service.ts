import type Stripe from 'stripe';
import {
  accessPlanOf,
  effectivePlan,
  entitlementsOf,
  isPlan,
  isPlanStatus,
  isPremium,
  PLANS,
  statusGivesAccess,
} from '../../../core/access';
import type { Plan, PlanStatus, SelfServePlan } from '../../../core/access';
import { AppError } from '../../../core/errors';
import {
  ONLINE_PAYMENT_NOT_SET_UP,
  SUBSCRIPTION_CONTACT_PATH,
  TRIAL_ALREADY_USED,
} from '../../../core/schemas/billing';
import type {
  BillingOverview,
  BillingStatus,
  PlanSource,
  SubscriberBilling,
} from '../../../core/schemas/billing';
import { isoDay } from '../../../core/schemas/trials';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Deps, SessionUser } from '../../deps';
import { forgetCachedUser } from '../../sessions/user-sessions';
import { findUserByEmail, findUserById } from '../../lib/users-repo';
import { sendAccessEndedMail, sendAccessGrantedMail } from '../../mail/access-mails';
import {
  accessGrantOf,
  closeOpenTrialRequests,
  openGrantEndsOf,
  supersedeCurrentGrant,
  upsertAccessGrant,
} from '../../lib/access-grants-repo';
import { sendPaymentFailedMail } from './mails';
import {
  billingByEmails,
  cancelledPeriodOver,
  claimEvent,
  claimInvoice,
  claimTrial,
  forgetEvent,
  membershipByCustomer,
  membershipOf,
  overviewCounts,
  pastDueOver,
  setPlan,
  syncSubscriberRow,
  trialUsed,
  upsertMembership,
} from './repo';
import type { MembershipRow } from './repo';
import { customerUrl, idOf, onlinePayment, planOfPrice, priceOf, stripeOf } from '../../lib/stripe';

export type BillingDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;
const DAY_MS = 24 * 60 * 60_000;

export const ALREADY_PREMIUM = 'You already have premium access.';
export const TRIAL_STARTED = (plan: SelfServePlan, endsOn: string) =>
  `Your ${PLANS[plan].label} free trial has started. It runs until ${endsOn} (00:00 UTC).`;
export const NO_BILLING_ACCOUNT = 'You have no billing account yet: choose a plan first.';
export const ALREADY_SUBSCRIBED = 'You already have a subscription: change or cancel it in Manage billing.';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const utcMidnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** The plan's flags mirrored on the account (the registrations screen shows them; the plan decides). */
function flagsOf(plan: Plan, status: PlanStatus | null) {
  const e = entitlementsOf(effectivePlan(plan, status));
  return {
    isPaidSubscriber: plan !== 'free' && statusGivesAccess(status),
    enableFutures: e.futuresLive,
    enableEquities: e.equitiesLive,
    enableCryptos: e.cryptosLive,
  };
}

/** Sets the member's plan and status (one place), mirrors the flags and drops their cached session. */
export async function applyPlan(db: Db, userId: number, plan: Plan, status: PlanStatus | null, now: Date) {
  const row = await setPlan(db, userId, plan, status, flagsOf(plan, status), now);
  await forgetCachedUser(userId);
  return row;
}

// ---- Self-serve trial ------------------------------------------------------------------------------------

/**
 * 'Start Free Trial': starts at once for TRIAL_DAYS (ends at 00:00 UTC after the last day), one per account and
 * email address. The trial is an access grant of kind 'trial', so the access job mails 3 days before and ends it.
 */
export async function startTrial(deps: BillingDeps, user: SessionUser, plan: SelfServePlan) {
  // One trial per account and email address: a second one is refused first, whatever the member has now.
  if (await trialUsed(deps.db, user.id, user.email)) throw new AppError('CONFLICT', TRIAL_ALREADY_USED);
  if (isPremium(user)) throw new AppError('CONFLICT', ALREADY_PREMIUM);
  const now = deps.clock.now();
  const endsAt = new Date(utcMidnight(now).getTime() + (deps.config.TRIAL_DAYS + 1) * DAY_MS);
  const started = await inTransaction(deps.db, async (tx) => {
    if (!(await claimTrial(tx, user.id, user.email, plan, now))) return false;
    const values = { kind: 'trial', plan, endsAt, reminderSentAt: null, endedAt: null, updatedAt: now };
    await upsertAccessGrant(tx, { userId: user.id, startsAt: now, ...values }, { ...values, startsAt: now });
    await upsertMembership(tx, user.id, {
      source: 'trial',
      graceEndsAt: null,
      cancelAtPeriodEnd: false,
      updatedAt: now,
    });
    await setPlan(tx, user.id, plan, 'trial', flagsOf(plan, 'trial'), now);
    await closeOpenTrialRequests(tx, user.id, now);
    await syncSubscriberRow(tx, user, { tier: plan, status: 'trial' }, now);
    return true;
  });
  if (!started) throw new AppError('CONFLICT', TRIAL_ALREADY_USED);
  await forgetCachedUser(user.id);
  await sendAccessGrantedMail(deps, user, { kind: 'trial', plan, endsOn: isoDay(endsAt) }, false);
  return { plan, trialEndsAt: endsAt.toISOString(), message: TRIAL_STARTED(plan, isoDay(endsAt)) };
}

// ---- Member status ---------------------------------------------------------------------------------------

function sourceOf(m: MembershipRow | undefined): PlanSource | null {
  const s = m?.source;
  return s === 'trial' || s === 'stripe' || s === 'operator' ? s : null;
}

export async function billingStatus(deps: BillingDeps, userId: number): Promise<BillingStatus> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in');
  const m = await membershipOf(deps.db, userId);
  const grant = await accessGrantOf(deps.db, userId);
  const currentGrant = grant && grant.endedAt === null ? grant : undefined;
  const status = isPlanStatus(user.planStatus) ? user.planStatus : null;
  return {
    plan: status && isPlan(user.plan) ? user.plan : accessPlanOf(user),
    status,
    accessPlan: accessPlanOf(user),
    source: status ? sourceOf(m) : null,
    trialEndsAt:
      status === 'trial'
        ? iso(currentGrant?.kind === 'trial' ? currentGrant.endsAt : m?.currentPeriodEnd)
        : null,
    trialAvailable: !(await trialUsed(deps.db, userId, user.email)),
    currentPeriodEnd: m?.source === 'stripe' ? iso(m.currentPeriodEnd) : null,
    cancelAtPeriodEnd: m?.source === 'stripe' ? m.cancelAtPeriodEnd : false,
    graceEndsAt: status === 'past_due' ? iso(m?.graceEndsAt) : null,
    accessEndsAt: currentGrant ? iso(currentGrant.endsAt) : null,
    onlinePayment: onlinePayment(deps.config),
    canManageBilling: onlinePayment(deps.config) && Boolean(m?.stripeCustomerId),
    trialDays: deps.config.TRIAL_DAYS,
    contactPath: SUBSCRIPTION_CONTACT_PATH,
  };
}

// ---- Checkout and portal ---------------------------------------------------------------------------------

function stripeOr503(deps: BillingDeps): Stripe {
  const stripe = stripeOf(deps.config);
  if (!stripe || !onlinePayment(deps.config)) throw new AppError('UNAVAILABLE', ONLINE_PAYMENT_NOT_SET_UP);
  return stripe;
}

/** The member's Stripe customer, created once and reused. */
async function customerFor(
  deps: BillingDeps,
  stripe: Stripe,
  user: SessionUser,
  m: MembershipRow | undefined,
) {
  if (m?.stripeCustomerId) return m.stripeCustomerId;
  const customer = await stripe.customers.create({
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    metadata: { userId: String(user.id) },
  });
  const now = deps.clock.now();
  await upsertMembership(deps.db, user.id, {
    source: m?.source ?? 'stripe',
    stripeCustomerId: customer.id,
    updatedAt: now,
  });
  return customer.id;
}

/**
 * A Checkout Session in subscription mode: the customer reused, the member's id as client_reference_id, a running
 * trial's remaining time carried over (none after a used trial).
 */
export async function startCheckout(deps: BillingDeps, user: SessionUser, plan: SelfServePlan) {
  const stripe = stripeOr503(deps);
  const m = await membershipOf(deps.db, user.id);
  if (m?.source === 'stripe' && statusGivesAccess(user.planStatus) && m.stripeSubscriptionId)
    throw new AppError('CONFLICT', ALREADY_SUBSCRIBED);
  const customer = await customerFor(deps, stripe, user, m);
  const now = deps.clock.now();
  const grant = await accessGrantOf(deps.db, user.id);
  const trialLeftMs =
    user.planStatus === 'trial' && grant?.kind === 'trial' && grant.endedAt === null
      ? grant.endsAt.getTime() - now.getTime()
      : 0;
  // Stripe wants a trial_end at least 48 hours ahead; a shorter rest is carried as whole days.
  const trial: Stripe.Checkout.SessionCreateParams.SubscriptionData =
    trialLeftMs >= 2 * DAY_MS
      ? { trial_end: Math.floor(grant!.endsAt.getTime() / 1000) }
      : trialLeftMs > 0
        ? { trial_period_days: Math.max(1, Math.ceil(trialLeftMs / DAY_MS)) }
        : {};
  const base = deps.config.PUBLIC_URL;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: String(user.id),
    line_items: [{ price: priceOf(deps.config, plan)!, quantity: 1 }],
    success_url: `${base}/profile?checkout=success`,
    cancel_url: `${base}/profile?checkout=cancel`,
    metadata: { userId: String(user.id), plan },
    subscription_data: { ...trial, metadata: { userId: String(user.id), plan } },
  });
  if (!session.url)
    throw new AppError('UNAVAILABLE', 'The payment page could not be opened. Please try again.');
  return { url: session.url };
}

export async function openPortal(deps: BillingDeps, user: SessionUser) {
  const stripe = stripeOr503(deps);
  const m = await membershipOf(deps.db, user.id);
  if (!m?.stripeCustomerId) throw new AppError('CONFLICT', NO_BILLING_ACCOUNT);
  const session = await stripe.billingPortal.sessions.create({
    customer: m.stripeCustomerId,
    return_url: `${deps.config.PUBLIC_URL}/profile`,
  });
  return { url: session.url };
}

// ---- Webhook ---------------------------------------------------------------------------------------------

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

const STRIPE_STATUS: Partial<Record<Stripe.Subscription.Status, PlanStatus>> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'expired',
  canceled: 'cancelled',
  incomplete_expired: 'expired',
  paused: 'expired',
};

/** The subscription's period end: on its items since API 2025-03-31, on the subscription before. */
function periodEndOf(sub: Stripe.Subscription): Date | null {
  const item = sub.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const end = item?.current_period_end ?? legacy;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

/** 'card ending 4242' from the subscription's default payment method (expanded), when there is one. */
function paymentMethodOf(sub: Stripe.Subscription): string | undefined {
  const pm = sub.default_payment_method;
  if (pm && typeof pm === 'object' && pm.card?.last4) return `card ending ${pm.card.last4}`;
  return undefined;
}

async function memberOfSubscription(deps: BillingDeps, sub: Stripe.Subscription) {
  const customer = idOf(sub.customer);
  const m = customer ? await membershipByCustomer(deps.db, customer) : undefined;
  if (m) return { userId: m.userId, m };
  const fromMeta = Number(sub.metadata?.userId);
  if (Number.isInteger(fromMeta) && fromMeta > 0)
    return { userId: fromMeta, m: await membershipOf(deps.db, fromMeta) };
  return null;
}

/**
 * Applies the subscription's own current state (always fetched from Stripe, never taken from the event), so events
 * arriving twice or out of order leave the member where the subscription is.
 */
export async function syncSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  extra: { paymentMethod?: string } = {},
) {
  const stripe = stripeOf(deps.config)!;
  const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
  const who = await memberOfSubscription(deps, sub);
  if (!who) {
    deps.log.warn({ subscription: sub.id }, 'stripe subscription of no known member: ignored');
    return;
  }
  const { userId, m } = who;
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  const status = STRIPE_STATUS[sub.status];
  // An older subscription of the member ending does not end the current one; 'incomplete' changes nothing yet.
  if (!status) return;
  if (m?.stripeSubscriptionId && m.stripeSubscriptionId !== sub.id && !statusGivesAccess(status)) return;
  const plan: Plan =
    planOfPrice(deps.config, sub.items?.data?.[0]?.price?.id) ??
    (isPlan(sub.metadata?.plan) ? sub.metadata.plan : isPlan(user.plan) ? user.plan : 'individual');
  const now = deps.clock.now();
  let effective: PlanStatus = status;
  let graceEndsAt: Date | null = null;
  if (status === 'past_due') {
    graceEndsAt = m?.graceEndsAt ?? new Date(now.getTime() + deps.config.BILLING_GRACE_DAYS * DAY_MS);
    if (graceEndsAt.getTime() <= now.getTime()) effective = 'expired';
  }
  const cancelAtPeriodEnd =
    sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined);
  const periodEnd = periodEndOf(sub);
  if (cancelAtPeriodEnd && effective === 'active' && periodEnd && periodEnd.getTime() <= now.getTime())
    effective = 'cancelled';
  const cancelling = effective === 'cancelled' || cancelAtPeriodEnd;
  const cancelledAt = cancelling ? (m?.cancelledAt ?? now) : null;
  await inTransaction(deps.db, async (tx) => {
    await upsertMembership(tx, userId, {
      source: 'stripe',
      stripeCustomerId: idOf(sub.customer),
      stripeSubscriptionId: sub.id,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd,
      graceEndsAt,
      cancelledAt,
      updatedAt: now,
    });
    if (statusGivesAccess(effective)) await supersedeCurrentGrant(tx, userId, now);
    await setPlan(tx, userId, plan, effective, flagsOf(plan, effective), now);
    await syncSubscriberRow(
      tx,
      user,
      {
        tier: plan,
        status: effective === 'past_due' ? 'active' : effective,
        paymentMethod: extra.paymentMethod ?? paymentMethodOf(sub),
      },
      now,
    );
  });
  await forgetCachedUser(userId);
  const before = isPlanStatus(user.planStatus) ? user.planStatus : null;
  if (
    statusGivesAccess(before) &&
    !statusGivesAccess(effective) &&
    isPlan(plan) &&
    plan !== 'free' &&
    plan !== 'institution'
  )
    await sendAccessEndedMail(deps, user, { kind: before === 'trial' ? 'trial' : 'paid', plan });
}

function subscriptionOfInvoice(inv: Stripe.Invoice): string | null {
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  const parent = inv.parent?.subscription_details?.subscription;
  return idOf(parent ?? legacy ?? null);
}

async function memberOfCustomer(deps: BillingDeps, customer: string | { id: string } | null) {
  const id = idOf(customer);
  return id ? membershipByCustomer(deps.db, id) : undefined;
}

/** One event, applied once (its id is stored after it was applied; applying is idempotent anyway). */
export async function handleEvent(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  const now = deps.clock.now();
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      const userId = Number(s.client_reference_id);
      const customer = idOf(s.customer);
      if (Number.isInteger(userId) && userId > 0 && customer && (await findUserById(deps.db, userId))) {
        const m = await membershipOf(deps.db, userId);
        await upsertMembership(deps.db, userId, {
          source: m?.source ?? 'stripe',
          stripeCustomerId: customer,
          updatedAt: now,
        });
      }
      const sub = idOf(s.subscription);
      if (sub) await syncSubscription(deps, sub);
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      await syncSubscription(deps, event.data.object.id);
      break;
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const inv = event.data.object;
      const m = await memberOfCustomer(deps, inv.customer);
      if (!m) break;
      const user = await findUserById(deps.db, m.userId);
      const sub = subscriptionOfInvoice(inv);
      if (sub) await syncSubscription(deps, sub);
      if (user && inv.id && (await claimInvoice(deps.db, inv.id, m.userId, inv.amount_paid, now))) {
        const plan = isPlan(user.plan) ? user.plan : 'individual';
        const fresh = await findUserById(deps.db, m.userId);
        const status = fresh?.planStatus === 'past_due' ? 'active' : (fresh?.planStatus ?? 'active');
        await syncSubscriberRow(deps.db, user, { tier: plan, status, addCents: inv.amount_paid }, now);
      }
      break;
    }
    case 'invoice.payment_failed': {
      const inv = event.data.object;
      const m = await memberOfCustomer(deps, inv.customer);
      if (!m) break;
      const user = await findUserById(deps.db, m.userId);
      if (!user || !isPlan(user.plan)) break;
      const graceEndsAt = m.graceEndsAt ?? new Date(now.getTime() + deps.config.BILLING_GRACE_DAYS * DAY_MS);
      if (statusGivesAccess(user.planStatus)) {
        await upsertMembership(deps.db, m.userId, { source: 'stripe', graceEndsAt, updatedAt: now });
        await applyPlan(deps.db, m.userId, user.plan, 'past_due', now);
      }
      await sendPaymentFailedMail(deps, user, graceEndsAt);
      break;
    }
    default:
      deps.log.debug({ type: event.type }, 'stripe event ignored');
  }
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

// ---- Deadlines -------------------------------------------------------------------------------------------

/**
 * Every minute with the access job: a failed payment's grace period over -> expired (free) with a mail; a
 * subscription set to cancel whose period is over -> cancelled (in case Stripe's 'deleted' event is late).
 */
export async function processBillingDeadlines(
  deps: BillingDeps,
): Promise<{ expired: number; cancelled: number }> {
  const now = deps.clock.now();
  let expired = 0;
  let cancelled = 0;
  for (const { userId } of await pastDueOver(deps.db, now)) {
    const user = await findUserById(deps.db, userId);
    if (!user || user.planStatus !== 'past_due' || !isPlan(user.plan)) continue;
    await applyPlan(deps.db, userId, user.plan, 'expired', now);
    await syncSubscriberRow(deps.db, user, { tier: user.plan, status: 'expired' }, now);
    if (user.plan !== 'free' && user.plan !== 'institution')
      await sendAccessEndedMail(deps, user, { kind: 'paid', plan: user.plan });
    expired++;
  }
  for (const { userId } of await cancelledPeriodOver(deps.db, now)) {
    const user = await findUserById(deps.db, userId);
    if (!user || !isPlan(user.plan)) continue;
    await applyPlan(deps.db, userId, user.plan, 'cancelled', now);
    await syncSubscriberRow(deps.db, user, { tier: user.plan, status: 'cancelled' }, now);
    cancelled++;
  }
  return { expired, cancelled };
}

// ---- Operator --------------------------------------------------------------------------------------------

export async function billingOverview(deps: BillingDeps): Promise<BillingOverview> {
  const now = deps.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const { plans, cancellations } = await overviewCounts(deps.db, monthStart);
  let payingMembers = 0;
  let trials = 0;
  let mrrCents = 0;
  for (const p of plans) {
    if (!isPlan(p.plan) || p.plan === 'free') continue;
    if (p.status === 'trial') trials += p.n;
    if (p.status === 'active' || p.status === 'past_due') {
      payingMembers += p.n;
      mrrCents += (PLANS[p.plan].monthlyCents ?? 0) * p.n;
    }
  }
  return {
    payingMembers,
    trials,
    mrrCents,
    cancellationsThisMonth: cancellations,
    month: now.toISOString().slice(0, 7),
    onlinePayment: onlinePayment(deps.config),
  };
}

/** The billing facts of the accounts behind these subscriber emails, by lower-cased email. */
export async function subscriberBillingFor(
  deps: BillingDeps,
  emails: string[],
): Promise<Map<string, SubscriberBilling>> {
  const rows = await billingByEmails(deps.db, emails);
  // One query for the page's grants (not one per row: the customer book lists 20 at a time).
  const grants = await openGrantEndsOf(
    deps.db,
    rows.map((r) => r.userId),
  );
  const out = new Map<string, SubscriberBilling>();
  for (const r of rows) {
    const status = isPlanStatus(r.planStatus) ? r.planStatus : null;
    const m = r.membership;
    const grantEnd = grants.get(r.userId) ?? null;
    out.set(r.email.toLowerCase(), {
      userId: r.userId,
      plan: status && isPlan(r.plan) ? r.plan : accessPlanOf(r),
      status,
      source: status ? sourceOf(m ?? undefined) : null,
      trialEndsAt: status === 'trial' ? iso(grantEnd ?? m?.currentPeriodEnd) : null,
      currentPeriodEnd: m?.source === 'stripe' ? iso(m.currentPeriodEnd) : null,
      cancelAtPeriodEnd: m?.source === 'stripe' ? m.cancelAtPeriodEnd : false,
      graceEndsAt: status === 'past_due' ? iso(m?.graceEndsAt) : null,
      accessEndsAt: iso(grantEnd),
      stripeCustomerId: m?.stripeCustomerId ?? null,
      stripeCustomerUrl: customerUrl(deps.config, m?.stripeCustomerId ?? null),
    });
  }
  return out;
}

/**
 * Manage Subscribers edits the same facts (issue 26): a tier or status set on a subscriber row becomes the plan and
 * status of the account with that email (an operator grant without an end date). Returns that account's id, if any.
 */
export async function applySubscriberPlan(
  deps: BillingDeps,
  row: { email: string; subscriptionTier: string; subscriptionStatus: string },
) {
  const user = await findUserByEmail(deps.db, row.email);
  if (!user || !isPlan(row.subscriptionTier) || !isPlanStatus(row.subscriptionStatus)) return;
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const m = await membershipOf(tx, user.id);
    await upsertMembership(tx, user.id, {
      source: m?.source === 'stripe' ? 'stripe' : 'operator',
      updatedAt: now,
    });
    await setPlan(
      tx,
      user.id,
      row.subscriptionTier,
      row.subscriptionStatus,
      flagsOf(row.subscriptionTier as Plan, row.subscriptionStatus as PlanStatus),
      now,
    );
  });
  await forgetCachedUser(user.id);
  return user.id; // run inside a caller's transaction, the caller forgets the cached user again after its commit
}

/**
 * The registrations screen edits the same facts (issue 26): when the operator changes the Paid Subscriber switch or a
 * market flag, the account gets the plan those flags are (futures only: Individual; all three: Professional), active,
 * as an operator grant without an end date; any other mix, or the switch off, clears the plan record so the switch and
 * flags decide as before (decision 0052). A save that changes neither leaves the plan alone.
 */
export async function followRegistrationFlags(
  db: Db,
  before: {
    id: number;
    isPaidSubscriber: boolean;
    enableFutures: boolean;
    enableEquities: boolean;
    enableCryptos: boolean;
  },
  patch: {
    isPaidSubscriber: boolean;
    enableFutures: boolean;
    enableEquities: boolean;
    enableCryptos: boolean;
  },
  now: Date,
) {
  const keys = ['isPaidSubscriber', 'enableFutures', 'enableEquities', 'enableCryptos'] as const;
  if (keys.every((k) => before[k] === patch[k])) return;
  const plan: Plan | null =
    !patch.isPaidSubscriber || !patch.enableFutures
      ? null
      : !patch.enableEquities && !patch.enableCryptos
        ? 'individual'
        : patch.enableEquities && patch.enableCryptos
          ? 'professional'
          : null;
  if (plan) {
    const m = await membershipOf(db, before.id);
    await upsertMembership(db, before.id, {
      source: m?.source === 'stripe' ? 'stripe' : 'operator',
      updatedAt: now,
    });
  }
  await setPlan(db, before.id, plan, plan ? 'active' : null, { ...patch }, now);
}
