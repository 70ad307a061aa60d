import {
  billingConfigSchema,
  billingOverviewSchema,
  billingRedirectSchema,
  billingStatusSchema,
  checkoutConflictSchema,
  checkoutRequestSchema,
  webhookAnswerSchema,
} from '../schemas/billing';
import {
  memberBillingSchema,
  memberParamsSchema,
  refundAnswerSchema,
  refundParamsSchema,
} from '../schemas/member-billing';
import { endpoint } from './endpoint';

/** Self-serve subscriptions with Stripe (docs/features/billing.md). */
export const billingApi = {
  /** Public: is online payment set up, the trial length, the plans and prices. */
  config: endpoint({
    method: 'GET',
    path: '/api/billing/config',
    responses: { 200: billingConfigSchema },
  }),
  /** Signed in: the member's plan, status, trial end, period end, cancel at period end. */
  status: endpoint({
    method: 'GET',
    path: '/api/billing/status',
    auth: 'session',
    responses: { 200: billingStatusSchema },
  }),
  /** Signed in: a Stripe Checkout Session (subscription mode); 503 when online payment is not set up. */
  checkout: endpoint({
    method: 'POST',
    path: '/api/billing/checkout',
    auth: 'session',
    body: checkoutRequestSchema,
    /** 409: an open subscription; `url` is the Customer Portal, where it is resumed, paid or changed. */
    responses: { 200: billingRedirectSchema, 409: checkoutConflictSchema },
  }),
  /** Signed in with a Stripe customer: the Customer Portal. */
  portal: endpoint({
    method: 'POST',
    path: '/api/billing/portal',
    auth: 'session',
    responses: { 200: billingRedirectSchema },
  }),
  /** Stripe's events: raw body, Stripe-Signature verified; 400 on a bad or old signature. */
  webhook: endpoint({
    method: 'POST',
    path: '/api/billing/webhook',
    responses: { 200: webhookAnswerSchema },
  }),
  /** Behind the admin guard: paying members, trials, MRR, cancellations this month. */
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/billing/overview',
    responses: { 200: billingOverviewSchema },
  }),
  /** Behind the admin guard: one member's billing page. */
  memberBilling: endpoint({
    method: 'GET',
    path: '/api/admin/members/:id/billing',
    params: memberParamsSchema,
    responses: { 200: memberBillingSchema },
  }),
  /** Behind the admin guard: refunds a paid invoice of the member's (Stripe refunds API, an audit row). */
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/members/:id/invoices/:invoiceId/refund',
    params: refundParamsSchema,
    responses: { 200: refundAnswerSchema },
  }),
};
