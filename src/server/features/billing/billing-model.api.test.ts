import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type Stripe from 'stripe';
import { createUserSession, SESSION_COOKIE } from '../../sessions/user-sessions';
import { adminCookie, call, createTestApp, createTestUser } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startStripeStandIn } from '../../test/stripe-stand-in';
import type { StripeStandIn } from '../../test/stripe-stand-in';

/**
 * Model-based: random sequences of what members click and what Stripe does (checkouts paid or
 * abandoned, a second subscription, failed and paid invoices, cancellations) with Stripe's events delivered
 * late, twice and in any order, against the stand-in through the real server. After every step Stripe sends
 * its newest event for each customer, and then: at most one open subscription per customer, each member's
 * plan and status are what Stripe's subscriptions say, and MRR and paying members are what Stripe bills.
 */

type Sub = Record<string, unknown> & { id: string; status: string; customer: string; created: number };
const OPEN = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];
const BILLING = ['active', 'past_due'];
const ACCESS: Record<string, string> = { trialing: 'trial', active: 'active', past_due: 'past_due' };
const ENDED: Record<string, string> = {
  canceled: 'cancelled',
  unpaid: 'expired',
  incomplete_expired: 'expired',
};

const plan = fc.constantFrom('individual' as const, 'professional' as const);
const action = fc.oneof(
  fc.record({ kind: fc.constant('checkout' as const), who: fc.nat(1), plan, pay: fc.boolean() }),
  fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(50), keep: fc.boolean() }),
  fc.record({ kind: fc.constant('fail' as const), who: fc.nat(1) }),
  fc.record({ kind: fc.constant('pay-invoice' as const), who: fc.nat(1) }),
  fc.record({ kind: fc.constant('unpaid' as const), who: fc.nat(1) }),
  fc.record({ kind: fc.constant('cancel' as const), who: fc.nat(1) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

describe('billing against Stripe, model-based', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: string;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({ env: stripe.env });
    admin = await adminCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const send = (e: Stripe.Event) => {
    const { body, signature } = stripe.signed(e);
    return call(t.app, {
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  };
  const subsOf = (customer: string) =>
    [...stripe.subscriptions.values()].filter((s) => s.customer === customer) as Sub[];
  const amountOf = (s: Sub) => {
    const item = (s.items as { data: Array<{ price: { unit_amount: number }; quantity: number }> }).data[0];
    return item.price.unit_amount * item.quantity;
  };

  it('keeps one open subscription per customer, the member equal to Stripe, MRR equal to what Stripe bills', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 9 }), async (actions: Action[]) => {
        const members = await Promise.all(
          [0, 1].map(async () => {
            const user = await createTestUser(t.app, { status: 'confirmed' });
            const session = await createUserSession(t.app.deps.db, { userId: user.id, now: new Date() });
            return { user, cookie: `${SESSION_COOKIE}=${session}`, customer: null as string | null };
          }),
        );
        const mailbox: Stripe.Event[] = [];
        const seen = stripe.emitted.length;
        const openSub = (who: number) => {
          const c = members[who].customer;
          return c ? subsOf(c).find((s) => OPEN.includes(s.status)) : undefined;
        };
        const change = (
          sub: Sub | undefined,
          from: string[],
          to: Stripe.Subscription.Status,
          invoice?: boolean,
        ) => {
          if (!sub || !from.includes(sub.status)) return;
          stripe.updateSubscription(sub.id, { status: to });
          if (invoice !== undefined)
            mailbox.push(
              stripe.event(
                invoice ? 'invoice.paid' : 'invoice.payment_failed',
                stripe.invoiceFor(sub.id, { paid: invoice }),
              ),
            );
          mailbox.push(
            stripe.event(
              to === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
              sub,
            ),
          );
        };

        for (const a of actions) {
          if (a.kind === 'checkout') {
            const m = members[a.who];
            const res = await call(t.app, {
              method: 'POST',
              url: '/api/billing/checkout',
              cookie: m.cookie,
              payload: { plan: a.plan },
            });
            if (res.status === 409) {
              // An open subscription: the portal is where it is resumed or paid.
              expect(String(res.json.url)).toMatch(new RegExp(`^${stripe.url}/portal/`));
            } else {
              expect(res.status).toBe(200);
              const s = stripe.sessions.get(String(res.json.url).split('/').at(-1)!)!;
              m.customer = String(s.customer);
              if (a.pay) mailbox.push(...(await stripe.pay(s.id)).events);
            }
          } else if (a.kind === 'deliver' && mailbox.length) {
            const i = a.pick % mailbox.length;
            expect((await send(mailbox[i])).status).toBe(200);
            if (!a.keep) mailbox.splice(i, 1);
          } else if (a.kind === 'fail') change(openSub(a.who), ['active'], 'past_due', false);
          else if (a.kind === 'pay-invoice') change(openSub(a.who), ['past_due', 'unpaid'], 'active', true);
          else if (a.kind === 'unpaid') change(openSub(a.who), ['past_due'], 'unpaid');
          else if (a.kind === 'cancel') change(openSub(a.who), OPEN, 'canceled');
          // Cancellations the server made: Stripe's own 'deleted' events, delivered whenever.
          mailbox.push(...stripe.emitted.splice(seen));

          // Stripe's newest event of each customer arrives (the older ones may still come later).
          for (const m of members) {
            if (!m.customer) continue;
            const subs = subsOf(m.customer);
            expect(subs.filter((s) => OPEN.includes(s.status)).length).toBeLessThanOrEqual(1);
            const newest = [...subs].sort((x, y) => y.created - x.created)[0];
            if (newest)
              expect((await send(stripe.event('customer.subscription.updated', newest))).status).toBe(200);
            const st = (await call(t.app, { method: 'GET', url: '/api/billing/status', cookie: m.cookie }))
              .json;
            const access = subs.find((s) => ACCESS[s.status]);
            if (access) {
              const price = (access.items as { data: Array<{ price: { metadata: { plan: string } } }> })
                .data[0].price;
              expect({ plan: st.plan, status: st.status }).toEqual({
                plan: price.metadata.plan,
                status: ACCESS[access.status],
              });
              expect(st.accessPlan).toBe(price.metadata.plan);
            } else {
              const ended = subs.filter((s) => ENDED[s.status]);
              const last = Math.max(...ended.map((s) => s.created));
              const expected = ended.filter((s) => s.created === last).map((s) => ENDED[s.status]);
              expect(st.accessPlan).toBe('free');
              if (ended.length) expect(expected).toContain(st.status);
              else expect(st.status).toBeNull();
            }
          }
          const all = [...stripe.subscriptions.values()] as Sub[];
          const billing = all.filter((s) => BILLING.includes(s.status));
          const overview = (
            await call(t.app, { method: 'GET', url: '/api/admin/billing/overview', cookie: admin })
          ).json;
          expect(overview.mrrCents).toBe(billing.reduce((n, s) => n + amountOf(s), 0));
          expect(overview.payingMembers).toBe(new Set(billing.map((s) => s.customer)).size);
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 300_000);
});
