import { MARKETS } from '../markets/market';
import type { Market } from '../markets/market';

/**
 * THE plan table (decision 0052): what each plan sells and what the viewer policy unlocks for a
 * member on it. Spec 01 §9: Individual $97/month, Professional $197/month (each with 'Start Free Trial');
 * Institution is the API tier, sold by contact. Every access decision (pages, /api/v1, alerts, API keys)
 * reads `entitlementsOf`, through the viewer policy.
 */
export const PLANS_IN_ORDER = ['free', 'individual', 'professional', 'institution'] as const;
export type Plan = (typeof PLANS_IN_ORDER)[number];
/** The plans a member can pay for or try. */
export type PaidPlan = Exclude<Plan, 'free'>;
export const PAID_PLANS = [
  'individual',
  'professional',
  'institution',
] as const satisfies readonly PaidPlan[];
/** The plans with 'Start Free Trial' and online checkout (spec 01 §9); Institution is arranged by contact. */
export const SELF_SERVE_PLANS = ['individual', 'professional'] as const satisfies readonly PaidPlan[];
export type SelfServePlan = (typeof SELF_SERVE_PLANS)[number];

/**
 * Where a member stands on their plan. `trial`, `active` and `past_due` (a failed payment inside its grace
 * period) give the plan's access; `cancelled` and `expired` give free access.
 */
export const PLAN_STATUSES = ['trial', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface Entitlements {
  futuresLive: boolean;
  equitiesLive: boolean;
  cryptosLive: boolean;
  /** Signal alerts by mail and text. */
  alerts: boolean;
  /** The full track record (every market's published record, trades and analytics of the model account). */
  trackRecord: boolean;
  /** API keys for /api/v1 (Institution only). */
  apiKeys: boolean;
  advancedAnalytics: boolean;
}

export interface PlanInfo {
  id: Plan;
  label: string;
  /** Monthly price in cents (decision 0003: money is exact); null when arranged by contact. */
  monthlyCents: number | null;
  entitlements: Entitlements;
}

const NONE: Entitlements = {
  futuresLive: false,
  equitiesLive: false,
  cryptosLive: false,
  alerts: false,
  trackRecord: false,
  apiKeys: false,
  advancedAnalytics: false,
};
const INDIVIDUAL: Entitlements = { ...NONE, futuresLive: true, alerts: true, trackRecord: true };
const PROFESSIONAL: Entitlements = {
  ...INDIVIDUAL,
  equitiesLive: true,
  cryptosLive: true,
  advancedAnalytics: true,
};
const INSTITUTION: Entitlements = { ...PROFESSIONAL, apiKeys: true };

export const PLANS: Record<Plan, PlanInfo> = {
  free: { id: 'free', label: 'Free', monthlyCents: 0, entitlements: NONE },
  individual: { id: 'individual', label: 'Individual', monthlyCents: 9700, entitlements: INDIVIDUAL },
  professional: {
    id: 'professional',
    label: 'Professional',
    monthlyCents: 19700,
    entitlements: PROFESSIONAL,
  },
  institution: { id: 'institution', label: 'Institution', monthlyCents: null, entitlements: INSTITUTION },
};

export const isPlan = (v: unknown): v is Plan =>
  typeof v === 'string' && (PLANS_IN_ORDER as readonly string[]).includes(v);
export const isPlanStatus = (v: unknown): v is PlanStatus =>
  typeof v === 'string' && (PLAN_STATUSES as readonly string[]).includes(v);

/** What a member on `plan` may use while the plan gives access. */
export function entitlementsOf(plan: Plan | null | undefined): Entitlements {
  return PLANS[plan ?? 'free']?.entitlements ?? NONE;
}

/** Whether a plan in this status gives its access (trial, active, and past due inside the grace period). */
export function statusGivesAccess(status: PlanStatus | string | null | undefined): boolean {
  return status === 'trial' || status === 'active' || status === 'past_due';
}

/** The plan whose access a member has right now: their plan while its status gives access, else free. */
export function effectivePlan(
  plan: Plan | string | null | undefined,
  status: PlanStatus | string | null | undefined,
): Plan {
  return isPlan(plan) && plan !== 'free' && statusGivesAccess(status) ? plan : 'free';
}

/** Whether the plan unlocks live data of one market. */
export function planUnlocksMarket(plan: Plan, market: Market): boolean {
  const e = entitlementsOf(plan);
  return market === 'futures' ? e.futuresLive : market === 'equities' ? e.equitiesLive : e.cryptosLive;
}

/** The smallest plan that unlocks what is asked (for 'Upgrade' links: which plan to offer). */
export function cheapestPlanWith(need: keyof Entitlements): PaidPlan {
  return PAID_PLANS.find((p) => entitlementsOf(p)[need]) ?? 'institution';
}

/** The markets whose live signals the plan includes, in the product's order (what a plan's links may open). */
export function marketsOf(plan: Plan): Market[] {
  return MARKETS.filter((m) => planUnlocksMarket(plan, m));
}

/** The smallest plan whose live signals include the market (what a locked page of it offers). */
export function cheapestPlanForMarket(market: Market): PaidPlan {
  return PAID_PLANS.find((p) => planUnlocksMarket(p, market)) ?? 'institution';
}
