import { z } from 'zod';
import { PLAN_STATUSES, PLANS_IN_ORDER, SELF_SERVE_PLANS } from '../access/plans';

/**
 * Self-serve subscriptions (issue 26, docs/features/billing.md, decision 0052): the member's plan state, Stripe
 * Checkout and Customer Portal links, the operator's billing columns and overview.
 */

export const PLAN_SOURCES = ['trial', 'stripe', 'operator'] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

/** Where a paid upgrade goes without online payment (the contact form, Subscription inquiry preselected). */
export const SUBSCRIPTION_CONTACT_PATH = '/contact?inquiry=subscription';
export const ONLINE_PAYMENT_NOT_SET_UP = 'Online payment is not set up';
export const TRIAL_ALREADY_USED =
  'You have already used your free trial (one per account and email address).';

/** POST /api/billing/checkout: the plan to pay for (Institution is arranged by contact). */
export const checkoutRequestSchema = z.strictObject({
  plan: z.enum(SELF_SERVE_PLANS, 'Please choose a plan'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and portal answers: the Stripe-hosted page to send the browser to. */
export const billingRedirectSchema = z.object({ url: z.string() });

/** Public: whether online payment is available, the trial length and the plans with their prices. */
export const billingConfigSchema = z.object({
  onlinePayment: z.boolean(),
  trialDays: z.number(),
  contactPath: z.string(),
  plans: z.array(
    z.object({
      id: z.enum(PLANS_IN_ORDER),
      label: z.string(),
      /** Cents a month; null = arranged by contact (Institution). */
      monthlyCents: z.number().nullable(),
      selfServe: z.boolean(),
    }),
  ),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** GET /api/billing/status: the signed-in member's plan state (profile, pricing, settings). */
export const billingStatusSchema = z.object({
  /** The plan on record ('free' when none). */
  plan: z.enum(PLANS_IN_ORDER),
  /** null: no plan record (free, or premium from the operator's Paid Subscriber switch). */
  status: z.enum(PLAN_STATUSES).nullable(),
  /** The plan whose access the member has right now (what the viewer policy applies). */
  accessPlan: z.enum(PLANS_IN_ORDER),
  /** How the plan came: a self-serve trial, a Stripe subscription, or the operator's grant. */
  source: z.enum(PLAN_SOURCES).nullable(),
  trialEndsAt: z.string().nullable(),
  /** False once a trial was used by this account or email address. */
  trialAvailable: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** After a failed payment: access ends at this moment unless the payment succeeds. */
  graceEndsAt: z.string().nullable(),
  /** End of an operator grant (access ends at this moment). */
  accessEndsAt: z.string().nullable(),
  onlinePayment: z.boolean(),
  /** A Stripe customer exists: the Customer Portal can be opened. */
  canManageBilling: z.boolean(),
  trialDays: z.number(),
  contactPath: z.string(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

export const webhookAnswerSchema = z.object({ received: z.literal(true) });

/** The billing facts of one subscriber row in Manage Subscribers (null: no account with that email). */
export const subscriberBillingSchema = z.object({
  userId: z.number(),
  plan: z.enum(PLANS_IN_ORDER),
  status: z.enum(PLAN_STATUSES).nullable(),
  source: z.enum(PLAN_SOURCES).nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.string().nullable(),
  accessEndsAt: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  /** The customer in the Stripe dashboard (test-mode path when the key is a test key). */
  stripeCustomerUrl: z.string().nullable(),
});
export type SubscriberBilling = z.infer<typeof subscriberBillingSchema>;

/** GET /api/admin/billing/overview: the operator's card. */
export const billingOverviewSchema = z.object({
  /** Members with a paid plan in status active or past_due. */
  payingMembers: z.number(),
  /** Members in a running trial. */
  trials: z.number(),
  /** Monthly recurring revenue of the paying members, in cents (plan prices; Institution counted at 0). */
  mrrCents: z.number(),
  /** Subscriptions cancelled (or set to cancel) this calendar month (UTC). */
  cancellationsThisMonth: z.number(),
  /** The month counted, YYYY-MM (UTC). */
  month: z.string(),
  onlinePayment: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;
