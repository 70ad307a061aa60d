import type Stripe from 'stripe';
import { isPlan, isPlanStatus, statusGivesAccess } from '../../../core/access';
import type { Plan, PlanStatus } from '../../../core/access';
import { inTransaction } from '../../db/transaction';
import { forgetCachedUser } from '../../sessions/user-sessions';
import { findUserById } from '../../lib/users-repo';
import { sendAccessEndedMail } from '../../mail/access-mails';
import { supersedeCurrentGrant } from '../../lib/access-grants-repo';
import { planOfPrice, stripeOf } from '../../lib/stripe';
import { membershipByCustomer, membershipOf, setPlan, syncSubscriberRow, upsertMembership } from './repo';
import type { MembershipRow } from './repo';
import { DAY_MS, flagsOf } from './plan-state';
import type { BillingDeps } from './plan-state';
import { billedMonthlyCents, currentSubscriptionOf, periodEndOf } from './subscriptions';

/**
 * The Stripe sync: the member follows the customer's subscriptions as Stripe has them now, read
 * from Stripe at every event (never from the event's copy), so duplicates and any arrival order end in the
 * same state. The member's current subscription is the newest one that gives access (else the newest that
 * ended); events about any other subscription of the customer change nothing of the member's plan.
 */

const STRIPE_STATUS: Partial<Record<Stripe.Subscription.Status, PlanStatus>> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'expired',
  canceled: 'cancelled',
  incomplete_expired: 'expired',
  paused: 'expired',
};

/** 'card ending 4242' from the subscription's default payment method (expanded), when there is one. */
function paymentMethodOf(sub: Stripe.Subscription): string | undefined {
  const pm = sub.default_payment_method;
  if (pm && typeof pm === 'object' && pm.card?.last4) return `card ending ${pm.card.last4}`;
  return undefined;
}

/** The member of a customer: the one linked to it, else the one its subscriptions name (before the link). */
async function memberOfCustomer(deps: BillingDeps, customer: string, subs: Stripe.Subscription[]) {
  const m = await membershipByCustomer(deps.db, customer);
  if (m) return { userId: m.userId, m };
  for (const sub of subs) {
    const fromMeta = Number(sub.metadata?.userId);
    if (Number.isInteger(fromMeta) && fromMeta > 0)
      return { userId: fromMeta, m: await membershipOf(deps.db, fromMeta) };
  }
  return null;
}

export interface SyncOutcome {
  userId: number;
  /** The member's current subscription (null: none that decides yet, e.g. only 'incomplete' ones). */
  current: Stripe.Subscription | null;
  status: PlanStatus | null;
  graceEndsAt: Date | null;
}

/** The plan status the subscription gives now, with the grace period a failing payment runs in. */
function effectiveOf(deps: BillingDeps, sub: Stripe.Subscription, m: MembershipRow | undefined, now: Date) {
  let status = STRIPE_STATUS[sub.status]!;
  let graceEndsAt: Date | null = null;
  if (status === 'past_due') {
    graceEndsAt = m?.graceEndsAt ?? new Date(now.getTime() + deps.config.BILLING_GRACE_DAYS * DAY_MS);
    if (graceEndsAt.getTime() <= now.getTime()) status = 'expired';
  }
  const cancelAtPeriodEnd =
    sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined);
  const periodEnd = periodEndOf(sub);
  if (cancelAtPeriodEnd && status === 'active' && periodEnd && periodEnd.getTime() <= now.getTime())
    status = 'cancelled';
  return { status, graceEndsAt, cancelAtPeriodEnd, periodEnd };
}

/** When access ended: kept once set; Stripe's end of the subscription, else now. */
function endedAtOf(sub: Stripe.Subscription, m: MembershipRow | undefined, now: Date) {
  if (m?.endedAt) return m.endedAt;
  const end = sub.ended_at ?? sub.canceled_at;
  return end ? new Date(end * 1000) : now;
}

/** Reads the customer's subscriptions from Stripe and makes the member follow the current one. */
export async function syncCustomer(deps: BillingDeps, customer: string): Promise<SyncOutcome | null> {
  const stripe = stripeOf(deps.config)!;
  const subs = (
    await stripe.subscriptions.list({
      customer,
      status: 'all',
      limit: 100,
      expand: ['data.default_payment_method'],
    })
  ).data;
  const who = await memberOfCustomer(deps, customer, subs);
  const user = who ? await findUserById(deps.db, who.userId) : undefined;
  if (!who || !user) {
    deps.log.warn({ customer }, 'stripe customer of no known member: ignored');
    return null;
  }
  const { userId, m } = who;
  const now = deps.clock.now();
  const billed = billedMonthlyCents(subs);
  const current = currentSubscriptionOf(subs);
  const none = { userId, current, status: null, graceEndsAt: null };
  if (!current || !STRIPE_STATUS[current.status]) {
    if (m)
      await upsertMembership(deps.db, userId, {
        source: m.source,
        billedMonthlyCents: billed,
        updatedAt: now,
      });
    return none;
  }
  const e = effectiveOf(deps, current, m, now);
  // One owner at a time: an ended subscription does not take away a trial's or an operator's plan.
  if (!statusGivesAccess(e.status) && m?.source !== 'stripe') {
    if (m)
      await upsertMembership(deps.db, userId, {
        source: m.source,
        billedMonthlyCents: billed,
        updatedAt: now,
      });
    return none;
  }
  const plan: Plan =
    planOfPrice(deps.config, current.items?.data?.[0]?.price?.id) ??
    (isPlan(current.metadata?.plan) ? current.metadata.plan : isPlan(user.plan) ? user.plan : 'individual');
  const gives = statusGivesAccess(e.status);
  await inTransaction(deps.db, async (tx) => {
    await upsertMembership(tx, userId, {
      source: 'stripe',
      stripeCustomerId: customer,
      stripeSubscriptionId: current.id,
      currentPeriodEnd: e.periodEnd,
      cancelAtPeriodEnd: e.cancelAtPeriodEnd,
      graceEndsAt: e.graceEndsAt,
      cancelledAt: e.status === 'cancelled' || e.cancelAtPeriodEnd ? (m?.cancelledAt ?? now) : null,
      endedAt: gives ? null : endedAtOf(current, m, now),
      billedMonthlyCents: billed,
      updatedAt: now,
    });
    // A Stripe subscription that gives access owns it: a running trial or grant ends without its mail.
    if (gives) await supersedeCurrentGrant(tx, userId, now);
    await setPlan(tx, userId, plan, e.status, flagsOf(plan, e.status), now);
    const row = { tier: plan, status: e.status === 'past_due' ? 'active' : e.status };
    await syncSubscriberRow(tx, user, { ...row, paymentMethod: paymentMethodOf(current) }, now);
  });
  await forgetCachedUser(userId);
  const before = isPlanStatus(user.planStatus) ? user.planStatus : null;
  if (statusGivesAccess(before) && !gives && plan !== 'free' && plan !== 'institution')
    await sendAccessEndedMail(deps, user, { kind: before === 'trial' ? 'trial' : 'paid', plan });
  return { userId, current, status: e.status, graceEndsAt: e.graceEndsAt };
}
