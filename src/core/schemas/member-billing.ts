import { z } from 'zod';
import { PLANS_IN_ORDER } from '../access/plans';
import { subscriberBillingSchema } from './billing';
import { rowIdParam } from './int4';

/**
 * The back office's billing page of one member (docs/features/billing.md): the plan and its status
 * line, every Stripe subscription of the customer, the invoices with a refund on a paid one, the payment method,
 * and the trial and grant history.
 */

export const memberParamsSchema = z.strictObject({ id: rowIdParam('Unknown member') });
export const refundParamsSchema = z.strictObject({
  id: rowIdParam('Unknown member'),
  invoiceId: z.string().regex(/^in_[A-Za-z0-9_]{1,250}$/, 'Unknown invoice'),
});

export const memberSubscriptionSchema = z.object({
  id: z.string(),
  /** Stripe's own status: active, trialing, past_due, unpaid, incomplete, canceled, ... */
  status: z.string(),
  plan: z.enum(PLANS_IN_ORDER).nullable(),
  /** What it bills a period: price times quantity, in cents. */
  amountCents: z.number(),
  quantity: z.number(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
  /** The subscription the member's plan follows. */
  current: z.boolean(),
  open: z.boolean(),
});

export const memberInvoiceSchema = z.object({
  id: z.string(),
  status: z.string(),
  amountDueCents: z.number(),
  amountPaidCents: z.number(),
  refundedCents: z.number(),
  createdAt: z.string(),
  hostedUrl: z.string().nullable(),
  /** Paid and not wholly refunded. */
  refundable: z.boolean(),
});

export const memberHistorySchema = z.object({
  at: z.string(),
  /** e.g. 'Self-serve trial (Professional) started', 'access.grant', 'trial.end'. */
  what: z.string(),
  /** Who: an operator's name, 'system', or 'member'. */
  by: z.string(),
});

export const memberBillingSchema = z.object({
  member: z.object({ id: z.number(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  billing: subscriberBillingSchema,
  /** The status line (src/core/billing/status-line.ts), as the member reads it. */
  statusLine: z.string().nullable(),
  /** Stripe could not be read: the page shows what the database knows and this sentence. */
  stripeError: z.string().nullable(),
  subscriptions: z.array(memberSubscriptionSchema),
  invoices: z.array(memberInvoiceSchema),
  paymentMethod: z.string().nullable(),
  history: z.array(memberHistorySchema),
});
export type MemberBilling = z.infer<typeof memberBillingSchema>;
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;
export type MemberInvoice = z.infer<typeof memberInvoiceSchema>;

export const refundAnswerSchema = z.object({
  ok: z.literal(true),
  refundId: z.string(),
  amountCents: z.number(),
});
