import {
  effectivePlan,
  entitlementsOf,
  isPlan,
  isPlanStatus,
  PLANS,
  statusGivesAccess,
} from '../../../core/access';
import type { Plan, PlanStatus, SelfServePlan } from '../../../core/access';
import type { PlanSource, SubscriberBilling } from '../../../core/schemas/billing';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { forgetCachedUser } from '../../sessions/user-sessions';
import { setPlan } from './repo';
import type { MembershipRow } from './repo';

/**
 * What every part of billing shares (the service is split by concern): the deps, the plan setter that
 * mirrors the flags, and the facts a status line is made of.
 */
export type BillingDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;
export const DAY_MS = 24 * 60 * 60_000;

export const ALREADY_PREMIUM = 'You already have premium access.';
export const TRIAL_STARTED = (plan: SelfServePlan, endsOn: string) =>
  `Your ${PLANS[plan].label} free trial has started. It runs until ${endsOn} (00:00 UTC).`;
export const NO_BILLING_ACCOUNT = 'You have no billing account yet: choose a plan first.';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const utcMidnight = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** The plan's flags mirrored on the account (the registrations screen shows them; the plan decides). */
export function flagsOf(plan: Plan, status: PlanStatus | null) {
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

export function sourceOf(m: { source: string } | null | undefined): PlanSource | null {
  const s = m?.source;
  return s === 'trial' || s === 'stripe' || s === 'operator' ? s : null;
}

/**
 * A member's billing facts as the status line and the back office read them (one shape for the profile's
 * status, Manage Subscribers and the member's billing page).
 */
export function billingFactsOf(
  r: {
    userId: number;
    plan: string | null;
    planStatus: string | null;
    accessPlan: Plan;
  },
  m: MembershipRow | null | undefined,
  grant: { endsAt: Date; endedAt: Date | null } | null | undefined,
  customerUrl: (id: string | null) => string | null,
): SubscriberBilling {
  const status = isPlanStatus(r.planStatus) ? r.planStatus : null;
  const openGrantEnd = grant && grant.endedAt === null ? grant.endsAt : null;
  const stripe = m?.source === 'stripe';
  const facts = {
    userId: r.userId,
    plan: status && isPlan(r.plan) ? r.plan : r.accessPlan,
    status,
    source: status ? sourceOf(m) : null,
    trialEndsAt: status === 'trial' ? iso(openGrantEnd ?? m?.currentPeriodEnd) : null,
    currentPeriodEnd: stripe ? iso(m.currentPeriodEnd) : null,
    cancelAtPeriodEnd: stripe ? m.cancelAtPeriodEnd : false,
    graceEndsAt: status === 'past_due' ? iso(m?.graceEndsAt) : null,
    accessEndsAt: iso(openGrantEnd),
    endedAt: status && !statusGivesAccess(status) ? iso(m?.endedAt ?? grant?.endedAt) : null,
    stripeCustomerId: m?.stripeCustomerId ?? null,
    stripeCustomerUrl: customerUrl(m?.stripeCustomerId ?? null),
  };
  return facts;
}
