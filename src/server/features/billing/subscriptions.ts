import type Stripe from 'stripe';

/**
 * Pure readings of Stripe subscriptions: which ones are open, which one is the member's, and what
 * Stripe bills each month for them.
 */

/** Open: Stripe may still bill it, or the member can resume or pay it (a checkout must not open another). */
export const OPEN_STATUSES: readonly Stripe.Subscription.Status[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
];
/** Statuses that bill every month (a trial bills nothing yet). */
const BILLING_STATUSES: readonly Stripe.Subscription.Status[] = ['active', 'past_due'];
const ACCESS_STATUSES: readonly Stripe.Subscription.Status[] = ['trialing', 'active', 'past_due'];

export const isOpen = (s: Stripe.Subscription) => OPEN_STATUSES.includes(s.status);

const newestFirst = (a: Stripe.Subscription, b: Stripe.Subscription) =>
  b.created - a.created || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The member's current subscription: the newest that gives access, else the newest that ended ('incomplete'
 * ones decide nothing until paid). Null when there is none of either.
 */
export function currentSubscriptionOf(subs: Stripe.Subscription[]): Stripe.Subscription | null {
  const sorted = [...subs].sort(newestFirst);
  return (
    sorted.find((s) => ACCESS_STATUSES.includes(s.status)) ??
    sorted.find((s) => s.status !== 'incomplete') ??
    null
  );
}

/** A price's amount a month (a yearly price counts a twelfth; weeks and days scaled to a 30-day month). */
function monthlyOf(price: Stripe.Price | null | undefined, quantity: number): number {
  if (!price?.unit_amount) return 0;
  const r = price.recurring;
  const per = r?.interval_count || 1;
  const months =
    r?.interval === 'year'
      ? 12 * per
      : r?.interval === 'week'
        ? (7 * per) / 30
        : r?.interval === 'day'
          ? per / 30
          : per;
  return Math.round((price.unit_amount * quantity) / months);
}

/** What Stripe bills each month for these subscriptions: the billing ones' prices times quantities. */
export function billedMonthlyCents(subs: Stripe.Subscription[]): number {
  let cents = 0;
  for (const s of subs)
    if (BILLING_STATUSES.includes(s.status))
      for (const item of s.items?.data ?? []) cents += monthlyOf(item.price, item.quantity ?? 1);
  return cents;
}

/** The subscription's period end: on its items since API 2025-03-31, on the subscription before. */
export function periodEndOf(sub: Stripe.Subscription): Date | null {
  const item = sub.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const end = item?.current_period_end ?? legacy;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}
