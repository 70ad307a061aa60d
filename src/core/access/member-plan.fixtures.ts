import type { BillingStatus } from '../schemas/billing';

/** Billing statuses as GET /api/billing/status answers them, for the tests of a member's own plan. */
export const PLAN_END = '2026-12-12T00:00:00.000Z';

/** A member who never had a plan: the one trial still unused. */
export const BILLING_FREE: BillingStatus = {
  plan: 'free',
  status: null,
  accessPlan: 'free',
  source: null,
  trialEndsAt: null,
  trialAvailable: true,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  accessEndsAt: null,
  endedAt: null,
  onlinePayment: true,
  canManageBilling: false,
  trialDays: 14,
  contactPath: '/contact?inquiry=subscription',
};

/** A self-serve Individual trial running until PLAN_END. */
export const BILLING_TRIAL: BillingStatus = {
  ...BILLING_FREE,
  plan: 'individual',
  status: 'trial',
  accessPlan: 'individual',
  source: 'trial',
  trialEndsAt: PLAN_END,
  trialAvailable: false,
  accessEndsAt: PLAN_END,
};

/** An Individual Stripe subscription, renewed at PLAN_END. */
export const BILLING_ACTIVE: BillingStatus = {
  ...BILLING_FREE,
  plan: 'individual',
  status: 'active',
  accessPlan: 'individual',
  source: 'stripe',
  currentPeriodEnd: PLAN_END,
  canManageBilling: true,
};
