import type { BillingStatus } from '../schemas/billing';
import { PLANS, PLANS_IN_ORDER } from './plans';
import type { PaidPlan, PlanStatus, SelfServePlan } from './plans';

/**
 * A member's own plan as they read it (Profile's plan card, the landing's pricing cards): which plan is theirs,
 * its status in words with the date that ends it, and what each pricing card offers them (docs/features/billing.md).
 */

/** The member's words for each plan status. */
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  trial: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export interface MemberPlan {
  plan: PaidPlan;
  /** The plan gives its access now (trial, active, payment due); false: their last plan, ended. */
  current: boolean;
  /** The status whose colour shows (a subscription set to end at the period's end shows as cancelled). */
  status: PlanStatus;
  /** 'Free trial', 'Active', 'Payment due', 'Cancelled', 'Expired', 'Trial ended'. */
  label: string;
  /** The date said after the label: the trial's end, or the last moment of access. */
  until: { word: 'ends' | 'access until' | 'until'; at: string } | null;
}

const dated = (word: 'ends' | 'access until' | 'until', at: string | null) => (at ? { word, at } : null);

/** The member's plan, or null for a member who never had one (free). */
export function memberPlanOf(b: BillingStatus): MemberPlan | null {
  const { status } = b;
  // No plan record: free, or premium by the operator's Paid Subscriber switch (its plan is the access plan).
  if (status === null || b.plan === 'free') {
    if (b.accessPlan === 'free') return null;
    return { plan: b.accessPlan, current: true, status: 'active', label: 'Active', until: null };
  }
  const base = { plan: b.plan, status, label: PLAN_STATUS_LABELS[status] };
  switch (status) {
    case 'trial':
      return { ...base, current: true, until: dated('ends', b.trialEndsAt) };
    case 'active':
      return b.cancelAtPeriodEnd
        ? {
            ...base,
            current: true,
            status: 'cancelled',
            label: PLAN_STATUS_LABELS.cancelled,
            until: dated('access until', b.currentPeriodEnd ?? b.accessEndsAt),
          }
        : { ...base, current: true, until: dated('until', b.source === 'operator' ? b.accessEndsAt : null) };
    case 'past_due':
      return { ...base, current: true, until: dated('access until', b.graceEndsAt) };
    case 'expired':
      return {
        ...base,
        current: false,
        label: b.source === 'trial' ? 'Trial ended' : base.label,
        until: null,
      };
    default:
      return { ...base, current: false, until: null };
  }
}

/** How a paid plan is paid for from a pricing card: Stripe Checkout, or the Customer Portal of a subscriber. */
export type BillingAction = { kind: 'checkout'; plan: SelfServePlan } | { kind: 'portal' };

export type PricingOffer =
  /** 'Start Free Trial' (spec 01 §9): visitors, and members whose one trial is still unused. */
  | { kind: 'trial'; plan: SelfServePlan }
  /** 'Contact Sales' (spec 01 §9): Institution, below it. */
  | { kind: 'contact-sales' }
  /** The member's current plan: where they manage it. */
  | { kind: 'manage' }
  /** A plan below the member's current one: its features are theirs already. */
  | { kind: 'included' }
  /**
   * Pay for the plan: online (`action`) or, without online payment, through the contact form. `upgrade`: from a
   * smaller current plan; `again`: the member's own ended plan.
   */
  | {
      kind: 'subscribe';
      plan: SelfServePlan;
      action: BillingAction | null;
      upgrade: boolean;
      again: boolean;
    };

const rank = (p: PaidPlan) => PLANS_IN_ORDER.indexOf(p);

/**
 * What the pricing card of `card` offers: the spec's offer to a visitor (`billing` null: signed out, the status
 * still loading or failed), else the member's own state. No trial after a used one (the server answers 409);
 * a Stripe subscriber changes plan in the Customer Portal (checkout answers 409 'already subscribed').
 */
export function pricingOfferOf(card: PaidPlan, billing: BillingStatus | null): PricingOffer {
  const member = billing ? memberPlanOf(billing) : null;
  if (member?.current && card === member.plan) return { kind: 'manage' };
  if (member?.current && rank(card) < rank(member.plan)) return { kind: 'included' };
  if (card === 'institution') return { kind: 'contact-sales' };
  if (!billing || (billing.trialAvailable && !member?.current)) return { kind: 'trial', plan: card };
  const subscriber = Boolean(member?.current) && billing.source === 'stripe' && billing.canManageBilling;
  const action: BillingAction | null = !billing.onlinePayment
    ? null
    : subscriber
      ? { kind: 'portal' }
      : { kind: 'checkout', plan: card };
  return {
    kind: 'subscribe',
    plan: card,
    action,
    upgrade: Boolean(member?.current),
    again: member?.current === false && member.plan === card,
  };
}

/** The button's words of a 'subscribe' offer. */
export function subscribeLabel(offer: Extract<PricingOffer, { kind: 'subscribe' }>): string {
  const plan = PLANS[offer.plan].label;
  if (!offer.action) return offer.upgrade ? 'Contact us to upgrade' : 'Contact us to subscribe';
  if (offer.action.kind === 'portal') return 'Upgrade in Manage billing';
  return offer.upgrade ? `Upgrade to ${plan}` : offer.again ? 'Subscribe again' : `Subscribe to ${plan}`;
}
