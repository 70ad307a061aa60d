import { z } from 'zod';
import { PLAN_STATUSES, PLANS_IN_ORDER, SELF_SERVE_PLANS } from '../access/plans';

/**
 * Self-serve subscriptions (docs/features/billing.md, decision 0052): the member's plan state, Stripe
 * Checkout and Customer Portal links, the operator's billing columns and overview.
 */

export const PLAN_SOURCES = ['trial', 'stripe', 'operator'] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

/** Where a paid upgrade goes without online payment (the contact form, Subscription inquiry preselected). */
export const SUBSCRIPTION_CONTACT_PATH = '/contact?inquiry=subscription';
export const ONLINE_PAYMENT_NOT_SET_UP = 'Online payment is not set up';
/** A passing payment-provider error (502): the member tries again. */
export const PAYMENT_SERVICE_DOWN = 'The payment service did not answer. Please try again.';
/** Checkout refused because the member has an open subscription: its portal is where they resume or pay it. */
export const OPEN_SUBSCRIPTION =
  'You already have a subscription: resume it or pay for it in Manage billing.';
export const TRIAL_ALREADY_USED =
  'You have already used your free trial (one per account and email address).';

/** POST /api/billing/checkout: the plan to pay for (Institution is arranged by contact). */
export const checkoutRequestSchema = z.strictObject({
  plan: z.enum(SELF_SERVE_PLANS, 'Please choose a plan'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and portal answers: the Stripe-hosted page to send the browser to. */
export const billingRedirectSchema = z.object({ url: z.string() });

/** Checkout's 409: an open subscription exists; `url` is its Customer Portal (the client goes there). */
export const checkoutConflictSchema = z.object({
  code: z.literal('CONFLICT'),
  message: z.string(),
  url: z.string().optional(),
});

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
  /** When access ended (status cancelled or expired). */
  endedAt: z.string().nullable(),
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
  endedAt: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  /** The customer in the Stripe dashboard (test-mode path when the key is a test key). */
  stripeCustomerUrl: z.string().nullable(),
});
export type SubscriberBilling = z.infer<typeof subscriberBillingSchema>;

/** GET /api/admin/billing/overview: the operator's card (money from what Stripe bills). */
export const billingOverviewSchema = z.object({
  /** Members whose Stripe subscriptions bill them something each month (active or past_due). */
  payingMembers: z.number(),
  /** Members in a running trial. */
  trials: z.number(),
  /** What Stripe bills each month: the open subscriptions' prices times quantities, in cents. */
  mrrCents: z.number(),
  /** Paid plans the operator granted (not billed by Stripe): counted apart. */
  grantedPaidMembers: z.number(),
  /** The list price of those granted plans a month, in cents (Institution counted at 0): not revenue. */
  grantedMonthlyCents: z.number(),
  /** Paid invoices this month minus refunds, in cents. */
  revenueThisMonthCents: z.number(),
  /** Subscriptions cancelled (or set to cancel) this calendar month (UTC). */
  cancellationsThisMonth: z.number(),
  /** The month counted, YYYY-MM (UTC). */
  month: z.string(),
  onlinePayment: z.boolean(),
  /** Records in Manage Subscribers (the list's total). */
  listedSubscribers: z.number(),
  /** Of those, records with no member account of their email: their tier is the record's, nothing bills it. */
  listedWithoutAccount: z.number(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;
