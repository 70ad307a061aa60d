import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ONLINE_PAYMENT_NOT_SET_UP, TRIAL_ALREADY_USED } from '../../../core/schemas/billing';
import { stripeEvents, subscribers } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createUserSession, SESSION_COOKIE } from '../../sessions/user-sessions';
import { adminCookie, call, createTestApp, createTestUser } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { startStripeStandIn, STAND_IN_PRICES } from '../../test/stripe-stand-in';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { processAccessDeadlines } from '../trials/access-service';
import { API_KEYS_NEED_INSTITUTION } from '../api-keys/routes';
import { processBillingDeadlines } from './deadlines';
import { PAYMENT_SERVICE_DOWN } from '../../lib/stripe';

const DAY = 24 * 60 * 60_000;

/**
 * Self-serve subscriptions through the real server and database, Stripe played by the local stand-in
 * (src/server/test/stripe-stand-in.ts); events signed with the SDK's generateTestHeaderString.
 */
describe('billing', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let smtp: SmtpCatcher;
  // The signature check uses the real time: the server's clock starts at it and only moves forward in the last tests.
  const clock = manualClock(new Date());
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { ...stripe.env, SMTP_URL: smtp.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  // Sessions end after idle days and the clock moves: each look opens a session at the current time.
  const cookieOf = async (userId: number) =>
    `${SESSION_COOKIE}=${await createUserSession(t.app.deps.db, { userId, now: clock.now() })}`;
  const member = async () => {
    const user = await createTestUser(t.app, { status: 'confirmed' });
    return { user, cookie: await cookieOf(user.id) };
  };
  const get = async (url: string, userId: number) =>
    (await call(t.app, { method: 'GET', url, cookie: await cookieOf(userId) })).json;
  const access = async (userId: number) => {
    const p = await get('/api/profile', userId);
    return {
      premium: p.isPremium,
      futures: p.canAccessFutures,
      equities: p.canAccessEquities,
      cryptos: p.canAccessCryptos,
    };
  };
  const post = (url: string, cookie: string, payload?: object) =>
    call(t.app, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
  const send = (e: Stripe.Event, opts?: { timestamp?: number; secret?: string }) => {
    const { body, signature } = stripe.signed(e, opts);
    return call(t.app, {
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  };
  const subscriberRow = async (email: string) =>
    (await t.app.deps.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

  /** A member who paid for `plan` through checkout (events delivered in Stripe's order). */
  const paidMember = async (plan: 'individual' | 'professional') => {
    const { user, cookie } = await member();
    const res = await post('/api/billing/checkout', cookie, { plan });
    expect(res.status).toBe(200);
    const sessionId = String(res.json.url).split('/').at(-1)!;
    const { subscription, events } = await stripe.pay(sessionId);
    for (const e of events) expect((await send(e)).status).toBe(200);
    return { user, cookie, subscription, events };
  };

  it("a trial starts at once and unlocks its plan's markets and nothing more; a second trial is refused", async () => {
    const { user, cookie } = await member();
    expect(await access(user.id)).toEqual({
      premium: false,
      futures: false,
      equities: false,
      cryptos: false,
    });
    const res = await post('/api/account/trial', cookie, { plan: 'individual' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, plan: 'individual' });
    const endsAt = new Date(String(res.json.trialEndsAt));
    expect(endsAt.getTime() - clock.now().getTime()).toBeGreaterThan(14 * DAY);
    expect(endsAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(15 * DAY);
    expect(await access(user.id)).toEqual({ premium: true, futures: true, equities: false, cryptos: false });
    const futures = await get('/api/futures', user.id);
    expect(futures.isPremium).toBe(true);
    expect((await get('/api/crypto-content', user.id)).isPremium).toBe(false);
    const status = await get('/api/billing/status', user.id);
    expect(status).toMatchObject({
      plan: 'individual',
      status: 'trial',
      accessPlan: 'individual',
      source: 'trial',
      trialEndsAt: endsAt.toISOString(),
      trialAvailable: false,
      onlinePayment: true,
      trialDays: 14,
    });
    await smtp.waitFor(
      (m) => m.to.includes(user.email.toLowerCase()) && m.subject === 'Your TrendLab free trial has started',
    );

    const again = await post('/api/account/trial', cookie, { plan: 'professional' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(TRIAL_ALREADY_USED);
    // No key for an Individual trial: API access is Institution's.
    const key = await call(t.app, {
      method: 'POST',
      url: `/api/admin/registrations/${user.id}/api-keys`,
      cookie: await adminCookie(t.app),
      payload: { label: 'robot' },
    });
    expect(key.status).toBe(409);
    expect(key.json.message).toBe(API_KEYS_NEED_INSTITUTION);
  });

  it('checkout -> completed -> active: customer reused, member id as client_reference_id, the trial carried over', async () => {
    const { user, cookie } = await member();
    await post('/api/account/trial', cookie, { plan: 'professional' });
    const first = await post('/api/billing/checkout', cookie, { plan: 'professional' });
    expect(first.status).toBe(200);
    expect(String(first.json.url)).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const second = await post('/api/billing/checkout', cookie, { plan: 'professional' });
    const [s1, s2] = [first, second].map((r) => stripe.sessions.get(String(r.json.url).split('/').at(-1)!)!);
    expect(s1.customer).toBeTruthy();
    expect(s2.customer).toBe(s1.customer);
    expect(s1.client_reference_id).toBe(String(user.id));
    const grantEnd = Date.parse(String((await get('/api/billing/status', user.id)).trialEndsAt));
    expect((s1.subscription_data as { trial_end: string }).trial_end).toBe(
      String(Math.floor(grantEnd / 1000)),
    );

    const { events } = await stripe.pay(s1.id);
    for (const e of events) expect((await send(e)).status).toBe(200);
    // Paid during the trial: Stripe's subscription is trialing until the carried-over end, then bills.
    expect(await get('/api/billing/status', user.id)).toMatchObject({
      plan: 'professional',
      status: 'trial',
      source: 'stripe',
    });

    const paid = await paidMember('professional');
    const st = await get('/api/billing/status', paid.user.id);
    expect(st).toMatchObject({
      plan: 'professional',
      status: 'active',
      source: 'stripe',
      cancelAtPeriodEnd: false,
      canManageBilling: true,
    });
    expect(Date.parse(String(st.currentPeriodEnd))).toBeGreaterThan(clock.now().getTime());
    expect(await access(paid.user.id)).toEqual({
      premium: true,
      futures: true,
      equities: true,
      cryptos: true,
    });
    const row = await subscriberRow(paid.user.email);
    expect(row).toMatchObject({
      subscriptionTier: 'professional',
      subscriptionStatus: 'active',
      totalRevenue: '197.00',
      paymentMethod: 'card ending 4242',
    });
    // Already subscribed: the portal, not a second checkout.
    expect((await post('/api/billing/checkout', paid.cookie, { plan: 'individual' })).status).toBe(409);
    const portal = await post('/api/billing/portal', paid.cookie);
    expect(portal.status).toBe(200);
    expect(String(portal.json.url)).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));

    // The operator's view: the row's billing facts and the overview card.
    const admin = await adminCookie(t.app);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/admin/subscribers?search=${encodeURIComponent(paid.user.email)}`,
      cookie: admin,
    });
    expect((list.json.subscribers as Array<{ billing: unknown }>)[0].billing).toMatchObject({
      userId: paid.user.id,
      plan: 'professional',
      status: 'active',
      stripeCustomerId: expect.stringMatching(/^cus_/),
      stripeCustomerUrl: expect.stringMatching(/^https:\/\/dashboard\.stripe\.com\/test\/customers\/cus_/),
    });
    const overview = await call(t.app, { method: 'GET', url: '/api/admin/billing/overview', cookie: admin });
    expect(overview.status).toBe(200);
    expect(overview.json.payingMembers).toBeGreaterThanOrEqual(1);
    expect(overview.json.mrrCents).toBeGreaterThanOrEqual(19700);
    expect(overview.json.trials).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/billing/overview' })).status).toBe(401);
  });

  it('invoice.paid twice counts the revenue once; unknown events answer 200 and change nothing', async () => {
    const { user, subscription } = await paidMember('individual');
    const invoice = stripe.event('invoice.paid', stripe.invoiceFor(subscription.id));
    expect((await send(invoice)).status).toBe(200);
    expect((await send(invoice)).status).toBe(200);
    // The same invoice in another event (Stripe's invoice.payment_succeeded) is not counted again either.
    expect((await send(stripe.event('invoice.payment_succeeded', invoice.data.object as never))).status).toBe(
      200,
    );
    expect((await subscriberRow(user.email)).totalRevenue).toBe('194.00');
    expect(
      (await send(stripe.event('customer.tax_id.created', { id: 'txi_1', object: 'tax_id' }))).status,
    ).toBe(200);
  });

  it("events in reverse order: the subscription's later state wins", async () => {
    const { user, subscription, events } = await paidMember('individual');
    const created = events.find((e) => e.type === 'customer.subscription.created')!;
    stripe.updateSubscription(subscription.id, { status: 'canceled' });
    const deleted = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscription.id)!);
    expect((await send(deleted)).status).toBe(200);
    // A late copy of 'created' (carrying the old active snapshot) arrives after the deletion.
    const lateCreated = { ...created, id: `${created.id}_late` } as Stripe.Event;
    expect((await send(lateCreated)).status).toBe(200);
    expect(await get('/api/billing/status', user.id)).toMatchObject({
      status: 'cancelled',
      accessPlan: 'free',
    });
    expect((await access(user.id)).premium).toBe(false);

    // And the other way: an 'updated' to active arrives before the 'created' of an incomplete subscription.
    const other = await paidMember('professional');
    const incompleteSnapshot = { ...other.subscription, status: 'incomplete' };
    expect((await send(stripe.event('customer.subscription.updated', other.subscription))).status).toBe(200);
    expect(await send(stripe.event('customer.subscription.created', incompleteSnapshot))).toMatchObject({
      status: 200,
    });
    expect(await get('/api/billing/status', other.user.id)).toMatchObject({
      status: 'active',
      accessPlan: 'professional',
    });
  });

  it('a bad or old signature answers 400 and changes nothing', async () => {
    const { user, subscription } = await paidMember('individual');
    stripe.updateSubscription(subscription.id, { status: 'canceled' });
    const e = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscription.id)!);
    const wrong = await send(e, { secret: 'whsec_not_the_secret' });
    expect(wrong.status).toBe(400);
    const old = await send(e, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.status).toBe(400);
    const unsigned = await call(t.app, {
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(e),
    });
    expect(unsigned.status).toBe(400);
    expect(await t.app.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, e.id))).toEqual([]);
    expect(await get('/api/billing/status', user.id)).toMatchObject({
      status: 'active',
      accessPlan: 'individual',
    });
  });

  it('Institution alone gets API keys (set in Manage Subscribers, the same facts as the plan)', async () => {
    const admin = await adminCookie(t.app);
    const { user } = await paidMember('professional');
    const issue = () =>
      call(t.app, {
        method: 'POST',
        url: `/api/admin/registrations/${user.id}/api-keys`,
        cookie: admin,
        payload: { label: 'desk' },
      });
    expect((await issue()).status).toBe(409);
    const [row] = (
      await call(t.app, {
        method: 'GET',
        url: `/api/admin/subscribers?search=${encodeURIComponent(user.email)}`,
        cookie: admin,
      })
    ).json.subscribers as Array<{ id: number }>;
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/subscribers/${row.id}`,
      cookie: admin,
      payload: { subscriptionTier: 'institution', subscriptionStatus: 'active' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json.billing).toMatchObject({ plan: 'institution', status: 'active' });
    const issued = await issue();
    expect(issued.status).toBe(201);
    const v1 = (key: string) =>
      call(t.app, {
        method: 'GET',
        url: '/api/v1/positions?market=crypto',
        headers: { authorization: `Bearer ${key}` },
      });
    const key = String(issued.json.key);
    expect((await v1(key)).json.access).toBe('premium');
    // Back to Professional: the key stays, but answers 403.
    await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/subscribers/${row.id}`,
      cookie: admin,
      payload: { subscriptionTier: 'professional' },
    });
    expect((await v1(key)).status).toBe(403);
  });

  it('cancel at period end keeps access until the period ends', async () => {
    const { user, subscription } = await paidMember('individual');
    stripe.updateSubscription(subscription.id, {
      cancelAtPeriodEnd: true,
      periodEnd: Math.floor((clock.now().getTime() + 2 * DAY) / 1000),
    });
    expect((await send(stripe.event('customer.subscription.updated', subscription))).status).toBe(200);
    expect(await get('/api/billing/status', user.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      accessPlan: 'individual',
    });
    const overview = await call(t.app, {
      method: 'GET',
      url: '/api/admin/billing/overview',
      cookie: await adminCookie(t.app),
    });
    expect(overview.json.cancellationsThisMonth).toBeGreaterThanOrEqual(1);
    clock.advance(DAY);
    await processBillingDeadlines(t.app.deps);
    expect((await access(user.id)).futures).toBe(true);
    clock.advance(1.5 * DAY);
    await processBillingDeadlines(t.app.deps);
    expect(await get('/api/billing/status', user.id)).toMatchObject({
      status: 'cancelled',
      accessPlan: 'free',
    });
    expect((await access(user.id)).premium).toBe(false);
  });

  it('payment failed -> grace period -> expired -> free', async () => {
    const { user, subscription } = await paidMember('professional');
    stripe.updateSubscription(subscription.id, { status: 'past_due' });
    const failed = stripe.event(
      'invoice.payment_failed',
      stripe.invoiceFor(subscription.id, { paid: false }),
    );
    expect((await send(failed)).status).toBe(200);
    expect(
      (await send(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscription.id)!)))
        .status,
    ).toBe(200);
    const st = await get('/api/billing/status', user.id);
    expect(st).toMatchObject({ status: 'past_due', accessPlan: 'professional' });
    expect(Date.parse(String(st.graceEndsAt)) - clock.now().getTime()).toBe(7 * DAY);
    await smtp.waitFor(
      (m) => m.to.includes(user.email.toLowerCase()) && m.subject === 'Your TrendLab payment failed',
    );
    clock.advance(6 * DAY);
    await processBillingDeadlines(t.app.deps);
    expect((await access(user.id)).cryptos).toBe(true);
    clock.advance(1.5 * DAY);
    await processBillingDeadlines(t.app.deps);
    expect(await get('/api/billing/status', user.id)).toMatchObject({
      status: 'expired',
      accessPlan: 'free',
    });
    expect(await access(user.id)).toEqual({
      premium: false,
      futures: false,
      equities: false,
      cryptos: false,
    });
    // A late 'updated' (still past_due at Stripe) does not bring access back after the grace period.
    expect(
      (await send(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscription.id)!)))
        .status,
    ).toBe(200);
    expect((await get('/api/billing/status', user.id)).accessPlan).toBe('free');
  });

  it('a trial ends by itself: access falls back to free; a second trial is still refused', async () => {
    const { user, cookie } = await member();
    await post('/api/account/trial', cookie, { plan: 'professional' });
    clock.advance(16 * DAY);
    await processAccessDeadlines(t.app.deps);
    expect(await get('/api/billing/status', user.id)).toMatchObject({
      plan: 'professional',
      status: 'expired',
      accessPlan: 'free',
    });
    expect((await access(user.id)).premium).toBe(false);
    const again = await post('/api/account/trial', await cookieOf(user.id), { plan: 'individual' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(TRIAL_ALREADY_USED);
  });
});

describe('billing without Stripe settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('trials stay self-serve; checkout answers 503; config and status say online payment is off', async () => {
    const user = await createTestUser(t.app, { status: 'confirmed' });
    const cookie = `${SESSION_COOKIE}=${await createUserSession(t.app.deps.db, { userId: user.id, now: t.app.deps.clock.now() })}`;
    const config = await call(t.app, { method: 'GET', url: '/api/billing/config' });
    expect(config.json).toMatchObject({
      onlinePayment: false,
      trialDays: 14,
      contactPath: '/contact?inquiry=subscription',
    });
    expect(config.json.plans).toEqual([
      { id: 'free', label: 'Free', monthlyCents: 0, selfServe: false },
      { id: 'individual', label: 'Individual', monthlyCents: 9700, selfServe: true },
      { id: 'professional', label: 'Professional', monthlyCents: 19700, selfServe: true },
      { id: 'institution', label: 'Institution', monthlyCents: null, selfServe: false },
    ]);
    const checkout = await call(t.app, {
      method: 'POST',
      url: '/api/billing/checkout',
      cookie,
      payload: { plan: 'individual' },
    });
    expect(checkout.status).toBe(503);
    expect(checkout.json.message).toBe(ONLINE_PAYMENT_NOT_SET_UP);
    expect((await call(t.app, { method: 'POST', url: '/api/billing/portal', cookie })).status).toBe(503);
    expect((await call(t.app, { method: 'POST', url: '/api/billing/webhook', payload: {} })).status).toBe(
      503,
    );
    const trial = await call(t.app, {
      method: 'POST',
      url: '/api/account/trial',
      cookie,
      payload: { plan: 'professional' },
    });
    expect(trial.status).toBe(200);
    const status = await call(t.app, { method: 'GET', url: '/api/billing/status', cookie });
    expect(status.json).toMatchObject({ status: 'trial', onlinePayment: false, canManageBilling: false });
    expect((await call(t.app, { method: 'GET', url: '/api/billing/status' })).status).toBe(401);
    expect(STAND_IN_PRICES.individual).toMatch(/^price_/);
  });
});

describe('the stand-in checkout page, over HTTP as a browser uses it', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({ env: stripe.env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('Stripe out of reach: checkout answers 502 with a sentence, not a 500 or a 503', async () => {
    // The same settings, but the API address answers nothing (port 9, discard).
    const down = await createTestApp({ env: { ...stripe.env, STRIPE_API_URL: 'http://127.0.0.1:9' } });
    try {
      const user = await createTestUser(down.app, { status: 'confirmed' });
      const session = await createUserSession(down.app.deps.db, { userId: user.id, now: new Date() });
      const res = await call(down.app, {
        method: 'POST',
        url: '/api/billing/checkout',
        cookie: `${SESSION_COOKIE}=${session}`,
        payload: { plan: 'individual' },
      });
      expect(res.status).toBe(502);
      expect(res.json).toEqual({ code: 'BAD_GATEWAY', message: PAYMENT_SERVICE_DOWN });
    } finally {
      await down.close();
    }
  });

  it("'Pay' makes the subscription, posts the signed events to the webhook and goes back to success_url", async () => {
    const user = await createTestUser(t.app, { status: 'confirmed' });
    const cookie = `${SESSION_COOKIE}=${await createUserSession(t.app.deps.db, { userId: user.id, now: t.app.deps.clock.now() })}`;
    const { json } = await call(t.app, {
      method: 'POST',
      url: '/api/billing/checkout',
      cookie,
      payload: { plan: 'individual' },
    });
    const page = await fetch(String(json.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stripe stand-in checkout');
    expect(html).toContain('$97.00 per month');
    const action = /action="([^"]+)"/.exec(html)![1];
    const paid = await fetch(new URL(action, stripe.url), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.app.deps.config.PUBLIC_URL}/profile?checkout=success`);
    const status = await call(t.app, { method: 'GET', url: '/api/billing/status', cookie });
    expect(status.json).toMatchObject({ plan: 'individual', status: 'active', source: 'stripe' });
    const row = (await t.app.deps.db.select().from(subscribers).where(eq(subscribers.email, user.email)))[0];
    expect(row).toMatchObject({ totalRevenue: '97.00', paymentMethod: 'card ending 4242' });

    // The portal's 'Cancel subscription': cancel at the period's end, access kept until then.
    const portal = await call(t.app, { method: 'POST', url: '/api/billing/portal', cookie });
    const portalPage = await (await fetch(String(portal.json.url))).text();
    const cancel = /action="([^"]+)"/.exec(portalPage)![1];
    expect((await fetch(new URL(cancel, stripe.url), { method: 'POST', redirect: 'manual' })).status).toBe(
      303,
    );
    const after = await call(t.app, { method: 'GET', url: '/api/billing/status', cookie });
    expect(after.json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, accessPlan: 'individual' });
  });
});

describe('the registrations screen edits the same facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("Paid Subscriber + a plan's markets becomes that plan; a save without a change of flags keeps a plan", async () => {
    const admin = await adminCookie(t.app);
    const user = await createTestUser(t.app, { status: 'confirmed' });
    const patch = (body: object) =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/admin/registrations/${user.id}`,
        cookie: admin,
        payload: body,
      });
    const flags = {
      status: 'approved',
      isPaidSubscriber: true,
      enableFutures: true,
      enableEquities: false,
      enableCryptos: false,
    };
    expect((await patch(flags)).status).toBe(200);
    const cookie = `${SESSION_COOKIE}=${await createUserSession(t.app.deps.db, { userId: user.id, now: t.app.deps.clock.now() })}`;
    const status = async () =>
      (await call(t.app, { method: 'GET', url: '/api/billing/status', cookie })).json;
    expect(await status()).toMatchObject({
      plan: 'individual',
      status: 'active',
      source: 'operator',
      accessPlan: 'individual',
    });
    await patch({ ...flags, enableEquities: true, enableCryptos: true });
    expect(await status()).toMatchObject({ plan: 'professional', status: 'active' });
    // A mix that is no plan: no plan record, the flags decide (premium with equities only).
    await patch({ ...flags, enableFutures: false, enableEquities: true });
    expect(await status()).toMatchObject({ status: null, accessPlan: 'professional' });
    const profile = (await call(t.app, { method: 'GET', url: '/api/profile', cookie })).json;
    expect(profile).toMatchObject({ isPremium: true, canAccessFutures: false, canAccessEquities: true });
    await patch({ ...flags, isPaidSubscriber: false });
    expect(await status()).toMatchObject({ status: null, accessPlan: 'free' });

    // A member in a self-serve trial: the operator saves a new status with the same flags, the trial stays.
    const trialist = await createTestUser(t.app, { status: 'confirmed' });
    const tCookie = `${SESSION_COOKIE}=${await createUserSession(t.app.deps.db, { userId: trialist.id, now: t.app.deps.clock.now() })}`;
    await call(t.app, {
      method: 'POST',
      url: '/api/account/trial',
      cookie: tCookie,
      payload: { plan: 'individual' },
    });
    const saved = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/registrations/${trialist.id}`,
      cookie: admin,
      payload: { ...flags, status: 'approved' },
    });
    expect(saved.status).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/billing/status', cookie: tCookie })).json,
    ).toMatchObject({
      plan: 'individual',
      status: 'trial',
    });
  });
});
