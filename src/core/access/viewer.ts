import type { Market } from '../markets/market';
import { effectivePlan, entitlementsOf, isPlan } from './plans';
import type { Entitlements, Plan, PlanStatus } from './plans';

/**
 * Who may see what. One place for the premium rule (spec 01 §4) and the per-market flags
 * (spec 01 §6), used by the server to decide locks and by the client to decide what to show.
 */
export interface AccessSubject {
  status: string;
  isPaidSubscriber: boolean;
  enableFutures?: boolean | null;
  enableEquities?: boolean | null;
  enableCryptos?: boolean | null;
  /**
   * The member's plan and its status (decision 0052). When `planStatus` is set, these two decide
   * access (the plan table in plans.ts) and the flags above are ignored; accounts without a plan record
   * (`planStatus` null) keep the operator's Paid Subscriber switch and market flags.
   */
  plan?: Plan | string | null;
  planStatus?: PlanStatus | string | null;
}

/** Whether the account's access comes from its plan record (else from the legacy switch and flags). */
export function hasPlanRecord(user: AccessSubject | null | undefined): boolean {
  return Boolean(user && user.planStatus && isPlan(user.plan));
}

const ACCOUNT_IN_GOOD_STANDING = new Set(['approved', 'confirmed']);

/**
 * What this account may use right now: its plan's entitlements while the plan's status gives access; for an
 * account without a plan record, what the operator's Paid Subscriber switch and market flags give (alerts and
 * the track record with premium; analytics with equities or cryptos; never API keys, which are Institution's).
 */
export function entitlementsOfSubject(user: AccessSubject | null | undefined): Entitlements {
  if (!user) return entitlementsOf('free');
  if (hasPlanRecord(user)) {
    if (!ACCOUNT_IN_GOOD_STANDING.has(user.status)) return entitlementsOf('free');
    return entitlementsOf(effectivePlan(user.plan, user.planStatus));
  }
  if (!legacyPremium(user)) return entitlementsOf('free');
  const equities = user.enableEquities === true;
  const cryptos = user.enableCryptos === true;
  return {
    futuresLive: user.enableFutures === true,
    equitiesLive: equities,
    cryptosLive: cryptos,
    alerts: true,
    trackRecord: true,
    apiKeys: false,
    advancedAnalytics: equities || cryptos,
  };
}

/** The plan whose access the account has now ('free' when none; legacy premium accounts map to the closest plan). */
export function accessPlanOf(user: AccessSubject | null | undefined): Plan {
  if (!user) return 'free';
  if (hasPlanRecord(user))
    return ACCOUNT_IN_GOOD_STANDING.has(user.status) ? effectivePlan(user.plan, user.planStatus) : 'free';
  if (!legacyPremium(user)) return 'free';
  return user.enableEquities === true || user.enableCryptos === true ? 'professional' : 'individual';
}

function legacyPremium(user: AccessSubject): boolean {
  if (!user.isPaidSubscriber) return false;
  return user.status === 'approved' || (user.status === 'confirmed' && user.enableEquities === true);
}

export type Viewer = 'anonymous' | 'free' | 'premium';

export function isPremium(user: AccessSubject | null | undefined): boolean {
  if (!user) return false;
  if (hasPlanRecord(user)) return accessPlanOf(user) !== 'free';
  return legacyPremium(user);
}

export function viewerOf(user: AccessSubject | null | undefined): Viewer {
  if (!user) return 'anonymous';
  return isPremium(user) ? 'premium' : 'free';
}

export function marketAccess(user: AccessSubject | null | undefined) {
  if (user && hasPlanRecord(user)) {
    const e = entitlementsOfSubject(user);
    return {
      canAccessFutures: e.futuresLive,
      canAccessEquities: e.equitiesLive,
      canAccessCryptos: e.cryptosLive,
    };
  }
  return {
    canAccessFutures: user?.enableFutures === true,
    canAccessEquities: user?.enableEquities === true,
    canAccessCryptos: user?.enableCryptos === true,
  };
}

/**
 * The viewer kind for one market's data: premium data needs premium AND that market's access flag
 * (the admin enables the markets a customer bought: the Individual plan is futures only).
 */
export function marketViewerOf(user: AccessSubject | null | undefined, market: Market): Viewer {
  const viewer = viewerOf(user);
  if (viewer !== 'premium') return viewer;
  const access = marketAccess(user);
  const allowed =
    market === 'futures'
      ? access.canAccessFutures
      : market === 'equities'
        ? access.canAccessEquities
        : access.canAccessCryptos;
  return allowed ? 'premium' : 'free';
}

/** The marker that replaces a value the viewer may not see. Locked values never leave the server. */
export const LOCKED = 'LOCKED' as const;

/**
 * The access subject an active member on `plan` has: the viewer policy treats it exactly like such a
 * member (used by the operator's 'view as' and by tests). 'free' is a signed-in member without premium.
 */
export function subjectForPlan(plan: Plan): AccessSubject {
  const e = entitlementsOf(plan);
  return {
    status: 'approved',
    isPaidSubscriber: plan !== 'free',
    plan,
    planStatus: plan === 'free' ? null : 'active',
    enableFutures: e.futuresLive,
    enableEquities: e.equitiesLive,
    enableCryptos: e.cryptosLive,
  };
}
