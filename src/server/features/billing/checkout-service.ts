import type Stripe from 'stripe';
import type { SelfServePlan } from '../../../core/access';
import { AppError } from '../../../core/errors';
import type { ErrorBody } from '../../../core/errors';
import { ONLINE_PAYMENT_NOT_SET_UP, OPEN_SUBSCRIPTION } from '../../../core/schemas/billing';
import type { SessionUser } from '../../deps';
import { accessGrantOf } from '../../lib/access-grants-repo';
import { onlinePayment, planOfPrice, priceOf, stripeOf } from '../../lib/stripe';
import { membershipOf, upsertMembership } from './repo';
import type { MembershipRow } from './repo';
import { DAY_MS, NO_BILLING_ACCOUNT } from './plan-state';
import type { BillingDeps } from './plan-state';
import { isOpen } from './subscriptions';
import { syncCustomer } from './stripe-sync';

/** Checkout's 409 with the Customer Portal's URL: the client sends the member there. */
export class UsePortalError extends AppError {
  constructor(readonly url: string) {
    super('CONFLICT', OPEN_SUBSCRIPTION);
  }
  override toBody(): ErrorBody & { url: string } {
    return { ...super.toBody(), url: this.url };
  }
}

export function stripeOr503(deps: BillingDeps): Stripe {
  const stripe = stripeOf(deps.config);
  if (!stripe || !onlinePayment(deps.config)) throw new AppError('UNAVAILABLE', ONLINE_PAYMENT_NOT_SET_UP);
  return stripe;
}

/** The member's Stripe customer, created once and reused. */
async function customerFor(
  deps: BillingDeps,
  stripe: Stripe,
  user: SessionUser,
  m: MembershipRow | undefined,
) {
  if (m?.stripeCustomerId) return m.stripeCustomerId;
  const customer = await stripe.customers.create({
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    metadata: { userId: String(user.id) },
  });
  await upsertMembership(deps.db, user.id, {
    source: m?.source ?? 'stripe',
    stripeCustomerId: customer.id,
    updatedAt: deps.clock.now(),
  });
  return customer.id;
}

const portalSession = (deps: BillingDeps, stripe: Stripe, customer: string) =>
  stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.PUBLIC_URL}/profile` });

/** A healthy subscription (running, not set to end): its plan is changed in the portal, never replaced. */
const healthy = (s: Stripe.Subscription) =>
  (s.status === 'active' || s.status === 'trialing') && !s.cancel_at_period_end && !s.cancel_at;

/**
 * One open subscription per member, whatever they click: the customer's open subscriptions are read
 * from Stripe first. A healthy one, or one of the chosen plan, is changed, resumed or paid in the portal (409
 * with its URL); open ones of another plan that need the member (payment due, set to end) are cancelled now,
 * so the new checkout is the only subscription that can bill.
 */
async function settleOpenSubscriptions(
  deps: BillingDeps,
  stripe: Stripe,
  customer: string,
  plan: SelfServePlan,
) {
  const subs = (await stripe.subscriptions.list({ customer, status: 'all', limit: 100 })).data.filter(isOpen);
  if (!subs.length) return;
  const ofPlan = (s: Stripe.Subscription) =>
    s.items.data.some((i) => planOfPrice(deps.config, i.price?.id) === plan);
  if (subs.some((s) => healthy(s) || ofPlan(s)))
    throw new UsePortalError((await portalSession(deps, stripe, customer)).url);
  for (const s of subs) await stripe.subscriptions.cancel(s.id);
  deps.log.info(
    { customer, cancelled: subs.map((s) => s.id), plan },
    'open subscriptions cancelled for a new plan',
  );
  await syncCustomer(deps, customer);
}

/** A running self-serve trial's rest, carried into the subscription (Stripe wants trial_end 48 hours ahead). */
async function trialCarriedOver(deps: BillingDeps, user: SessionUser) {
  const grant = await accessGrantOf(deps.db, user.id);
  const now = deps.clock.now();
  const leftMs =
    user.planStatus === 'trial' && grant?.kind === 'trial' && grant.endedAt === null
      ? grant.endsAt.getTime() - now.getTime()
      : 0;
  if (leftMs >= 2 * DAY_MS) return { trial_end: Math.floor(grant!.endsAt.getTime() / 1000) };
  if (leftMs > 0) return { trial_period_days: Math.max(1, Math.ceil(leftMs / DAY_MS)) };
  return {};
}

/**
 * A Checkout Session in subscription mode: the customer reused, the member's id as client_reference_id, a running
 * trial's remaining time carried over (none after a used trial).
 */
export async function startCheckout(deps: BillingDeps, user: SessionUser, plan: SelfServePlan) {
  const stripe = stripeOr503(deps);
  const m = await membershipOf(deps.db, user.id);
  const customer = await customerFor(deps, stripe, user, m);
  await settleOpenSubscriptions(deps, stripe, customer, plan);
  const base = deps.config.PUBLIC_URL;
  const metadata = { userId: String(user.id), plan };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: String(user.id),
    line_items: [{ price: priceOf(deps.config, plan)!, quantity: 1 }],
    success_url: `${base}/profile?checkout=success`,
    cancel_url: `${base}/profile?checkout=cancel`,
    metadata,
    subscription_data: { ...(await trialCarriedOver(deps, user)), metadata },
  });
  if (!session.url)
    throw new AppError('BAD_GATEWAY', 'The payment page could not be opened. Please try again.');
  return { url: session.url };
}

export async function openPortal(deps: BillingDeps, user: SessionUser) {
  const stripe = stripeOr503(deps);
  const m = await membershipOf(deps.db, user.id);
  if (!m?.stripeCustomerId) throw new AppError('CONFLICT', NO_BILLING_ACCOUNT);
  return { url: (await portalSession(deps, stripe, m.stripeCustomerId)).url };
}
