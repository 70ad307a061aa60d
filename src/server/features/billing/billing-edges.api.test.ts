import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { OPEN_SUBSCRIPTION, PAYMENT_SERVICE_DOWN, TRIAL_ALREADY_USED } from '../../../core/schemas/billing';
import type { BillingOverview, BillingStatus } from '../../../core/schemas/billing';
import type { MemberBilling } from '../../../core/schemas/member-billing';
import { adminAuditLog } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createUserSession, SESSION_COOKIE } from '../../sessions/user-sessions';
import { adminCookie, call, createTestApp, createTestUser } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { startStripeStandIn } from '../../test/stripe-stand-in';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { processAccessDeadlines } from '../trials/access-service';
import { seedAdminDemo } from '../admin/demo-data';

const DAY = 24 * 60 * 60_000;

/**
 * One test per finding of the billing review, through the real server and database, Stripe played by the
 * stand-in.
 */
describe('billing right to the cent', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let smtp: SmtpCatcher;
  const logLines: string[] = [];
  const clock = manualClock(new Date());
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      env: { ...stripe.env, SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
      clock,
      logLines,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  const cookieOf = async (userId: number) =>
    `${SESSION_COOKIE}=${await createUserSession(t.app.deps.db, { userId, now: clock.now() })}`;
  const member = async (email?: string) => {
    const user = await createTestUser(t.app, { status: 'confirmed', ...(email ? { email } : {}) });
    return { user, cookie: await cookieOf(user.id) };
  };
  const post = (url: string, cookie: string, payload?: object) =>
    call(t.app, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
  const status = async (userId: number) =>
    (await call(t.app, { method: 'GET', url: '/api/billing/status', cookie: await cookieOf(userId) })).json;
  const send = (e: Stripe.Event) => {
    const { body, signature } = stripe.signed(e);
    return call(t.app, {
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  };
  const paid = async (plan: 'individual' | 'professional', who?: Awaited<ReturnType<typeof member>>) => {
    const m = who ?? (await member());
    const res = await post('/api/billing/checkout', m.cookie, { plan });
    expect(res.status).toBe(200);
    const { subscription, events } = await stripe.pay(String(res.json.url).split('/').at(-1)!);
    for (const e of events) expect((await send(e)).status).toBe(200);
    return { ...m, subscription };
  };
  const openSubs = (customer: unknown) =>
    [...stripe.subscriptions.values()].filter(
      (s) => s.customer === customer && !['canceled', 'incomplete_expired'].includes(String(s.status)),
    );
  const overview = async () =>
    (
      await call(t.app, {
        method: 'GET',
        url: '/api/admin/billing/overview',
        cookie: await adminCookie(t.app),
      })
    ).json as unknown as BillingOverview;

  it("'Subscribe again' after a lapsed payment: the portal for the same plan, the old one cancelled for another", async () => {
    const m = await paid('individual');
    stripe.updateSubscription(m.subscription.id, { status: 'unpaid' });
    expect((await send(stripe.event('customer.subscription.updated', m.subscription))).status).toBe(200);
    expect(await status(m.user.id)).toMatchObject({ status: 'expired', accessPlan: 'free' });
    const same = await post('/api/billing/checkout', m.cookie, { plan: 'individual' });
    expect(same.status).toBe(409);
    expect(same.json).toMatchObject({ code: 'CONFLICT', message: OPEN_SUBSCRIPTION });
    expect(String(same.json.url)).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect(openSubs(m.subscription.customer)).toHaveLength(1);

    const other = await post('/api/billing/checkout', m.cookie, { plan: 'professional' });
    expect(other.status).toBe(200);
    expect(stripe.subscriptions.get(m.subscription.id)!.status).toBe('canceled');
    expect(openSubs(m.subscription.customer)).toHaveLength(0);
    const { subscription, events } = await stripe.pay(String(other.json.url).split('/').at(-1)!);
    for (const e of events) await send(e);
    expect(openSubs(m.subscription.customer).map((s) => s.id)).toEqual([subscription.id]);
    expect(await status(m.user.id)).toMatchObject({ plan: 'professional', status: 'active' });
    // The old subscription's late events change nothing.
    await send(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(m.subscription.id)!));
    await send(stripe.event('invoice.payment_failed', stripe.invoiceFor(m.subscription.id, { paid: false })));
    expect(await status(m.user.id)).toMatchObject({
      plan: 'professional',
      status: 'active',
      graceEndsAt: null,
    });
  });

  it('a failed payment on a subscription the member is not on starts no grace period and sends no mail', async () => {
    const m = await paid('individual');
    const stray = stripe.invoiceFor(m.subscription.id, { paid: false });
    // Another subscription of the customer, ended long ago, fails an old invoice: nothing changes.
    const old = {
      ...stray,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_old' } },
    };
    expect((await send(stripe.event('invoice.payment_failed', old))).status).toBe(200);
    expect(await status(m.user.id)).toMatchObject({ status: 'active', graceEndsAt: null });
    expect(
      smtp.messages.some(
        (x) => x.to.includes(m.user.email.toLowerCase()) && /payment failed/.test(x.subject),
      ),
    ).toBe(false);
  });

  it('a signed checkout.session.completed naming a customer linked to another member: 200, ignored, logged', async () => {
    const a = await paid('professional');
    const b = await member();
    const session = { ...[...stripe.sessions.values()].find((s) => s.customer === a.subscription.customer)! };
    session.client_reference_id = String(b.user.id);
    const res = await send(stripe.event('checkout.session.completed', session));
    expect(res.status).toBe(200);
    expect(await status(b.user.id)).toMatchObject({
      status: null,
      accessPlan: 'free',
      canManageBilling: false,
    });
    expect(await status(a.user.id)).toMatchObject({ plan: 'professional', status: 'active' });
    expect(logLines.some((l) => l.includes('checkout of a customer linked to another member: ignored'))).toBe(
      true,
    );
  });

  it('MRR and paying members are what Stripe bills (price times quantity); granted plans are counted apart', async () => {
    const before = await overview();
    const m = await paid('individual');
    stripe.subscriptions.get(m.subscription.id)!.items = {
      object: 'list',
      data: [{ ...(m.subscription.items as { data: object[] }).data[0], quantity: 3 }],
    };
    await send(stripe.event('customer.subscription.updated', m.subscription));
    const after = await overview();
    expect(after.mrrCents - before.mrrCents).toBe(3 * 9700);
    expect(after.payingMembers - before.payingMembers).toBe(1);
    expect(after.revenueThisMonthCents - before.revenueThisMonthCents).toBe(9700);

    const granted = await member();
    const reg = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/registrations/${granted.user.id}`,
      cookie: await adminCookie(t.app),
      payload: {
        isPaidSubscriber: true,
        enableFutures: true,
        enableEquities: false,
        enableCryptos: false,
        status: 'approved',
      },
    });
    expect(reg.status).toBe(200);
    const last = await overview();
    expect(last.mrrCents).toBe(after.mrrCents);
    expect(last.grantedPaidMembers - after.grantedPaidMembers).toBe(1);
    expect(last.grantedMonthlyCents - after.grantedMonthlyCents).toBe(9700);
  });

  it("an operator's plan change ends a running trial: no 'trial has ended' mail later; jobs audit as the system", async () => {
    const m = await member();
    expect((await post('/api/account/trial', m.cookie, { plan: 'individual' })).status).toBe(200);
    const reg = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/registrations/${m.user.id}`,
      cookie: await adminCookie(t.app),
      payload: {
        isPaidSubscriber: true,
        enableFutures: true,
        enableEquities: true,
        enableCryptos: true,
        status: 'approved',
      },
    });
    expect(reg.status).toBe(200);
    expect(await status(m.user.id)).toMatchObject({
      plan: 'professional',
      status: 'active',
      source: 'operator',
    });
    clock.advance(16 * DAY);
    await processAccessDeadlines(t.app.deps);
    expect(await status(m.user.id)).toMatchObject({ plan: 'professional', status: 'active' });
    expect(
      smtp.messages.some(
        (x) => x.to.includes(m.user.email.toLowerCase()) && /trial has ended/.test(x.subject),
      ),
    ).toBe(false);

    // A trial that does run out is ended by the job, in the audit log as the system.
    const n = await member();
    await post('/api/account/trial', n.cookie, { plan: 'professional' });
    clock.advance(16 * DAY);
    await processAccessDeadlines(t.app.deps);
    const rows = await t.app.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, String(n.user.id)), eq(adminAuditLog.action, 'trial.end')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator: 'system', operatorId: null, targetType: 'registration' });
    const st = await status(n.user.id);
    expect(st).toMatchObject({ status: 'expired', endedAt: clock.now().toISOString() });
  });

  it('one trial per person: a +tag address, or Gmail dots, is the same person', async () => {
    const stamp = Date.now();
    const first = await member(`ann.lee${stamp}@gmail.com`);
    expect((await post('/api/account/trial', first.cookie, { plan: 'individual' })).status).toBe(200);
    for (const email of [`annlee${stamp}+again@gmail.com`, `Ann.Lee${stamp}@googlemail.com`]) {
      const again = await member(email);
      const res = await post('/api/account/trial', again.cookie, { plan: 'individual' });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(TRIAL_ALREADY_USED);
      expect((await status(again.user.id)).trialAvailable).toBe(false);
    }
    const other = await member(`bob${stamp}+x@example.com`);
    expect((await post('/api/account/trial', other.cookie, { plan: 'individual' })).status).toBe(200);
    const tagged = await member(`bob${stamp}@example.com`);
    expect((await post('/api/account/trial', tagged.cookie, { plan: 'individual' })).status).toBe(409);
  });

  it('a failing payment: past_due with the grace end, and the mail says the status line', async () => {
    const m = await paid('professional');
    stripe.updateSubscription(m.subscription.id, { status: 'past_due' });
    await send(stripe.event('invoice.payment_failed', stripe.invoiceFor(m.subscription.id, { paid: false })));
    const st = await status(m.user.id);
    expect(st).toMatchObject({ status: 'past_due', currentPeriodEnd: expect.any(String) });
    const { planStatusLine } = await import('../../../core/billing/status-line');
    const line = planStatusLine(st as unknown as BillingStatus);
    expect(line).toMatch(/^Payment due: access until \w+ \d+, \d{4}$/);
    const mail = await smtp.waitFor(
      (x) => x.to.includes(m.user.email.toLowerCase()) && x.subject === 'Your TrendLab payment failed',
    );
    expect(mail.text).toContain(line);
  });

  it("a payment-provider error answers 502 'The payment service did not answer' and logs Stripe's type and request id", async () => {
    const m = await member();
    stripe.failNext(4, { status: 500, type: 'api_error' });
    const res = await post('/api/billing/checkout', m.cookie, { plan: 'individual' });
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ code: 'BAD_GATEWAY', message: PAYMENT_SERVICE_DOWN });
    const line = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'stripe call failed');
    expect(line).toMatchObject({
      stripeType: 'StripeAPIError',
      stripeRequestId: expect.stringMatching(/^req_/),
    });
    expect(logLines.some((l) => l.includes('database unavailable'))).toBe(false);
    stripe.failNext(0);
  });

  it("the member's billing page: subscriptions, invoices, card, history; Refund refunds through Stripe with an audit row", async () => {
    const m = await paid('professional');
    const admin = await adminCookie(t.app);
    const page = await call(t.app, {
      method: 'GET',
      url: `/api/admin/members/${m.user.id}/billing`,
      cookie: admin,
    });
    expect(page.status).toBe(200);
    expect(page.json.statusLine).toMatch(/^Renews on \w+ \d+, \d{4}$/);
    expect(page.json.paymentMethod).toBe('visa ending 4242');
    expect(page.json.subscriptions).toEqual([
      expect.objectContaining({
        id: m.subscription.id,
        status: 'active',
        plan: 'professional',
        amountCents: 19700,
        current: true,
      }),
    ]);
    const [inv] = page.json.invoices as Array<{
      id: string;
      refundable: boolean;
      amountPaidCents: number;
      hostedUrl: string;
    }>;
    expect(inv).toMatchObject({
      refundable: true,
      amountPaidCents: 19700,
      hostedUrl: expect.stringContaining('/invoice/'),
    });

    const refund = await call(t.app, {
      method: 'POST',
      url: `/api/admin/members/${m.user.id}/invoices/${inv.id}/refund`,
      cookie: admin,
    });
    expect(refund.status).toBe(200);
    expect(refund.json).toMatchObject({ ok: true, amountCents: 19700 });
    expect(stripe.refunds.get(String(refund.json.refundId))).toMatchObject({ amount: 19700 });
    const again = await call(t.app, {
      method: 'POST',
      url: `/api/admin/members/${m.user.id}/invoices/${inv.id}/refund`,
      cookie: admin,
    });
    expect(again.status).toBe(409);
    const audit = await t.app.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, String(m.user.id)), eq(adminAuditLog.action, 'invoice.refund')));
    expect(audit).toHaveLength(1);
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/admin/members/${m.user.id}/billing`,
      cookie: admin,
    });
    expect((after.json as unknown as MemberBilling).invoices[0]).toMatchObject({
      refundedCents: 19700,
      refundable: false,
    });
    expect(
      (after.json as unknown as MemberBilling).history.some((h: { what: string }) =>
        h.what.startsWith('invoice.refund'),
      ),
    ).toBe(true);
    // Another member's invoice is not refundable through this member.
    const other = await member();
    const cross = await call(t.app, {
      method: 'POST',
      url: `/api/admin/members/${other.user.id}/invoices/${inv.id}/refund`,
      cookie: admin,
    });
    expect(cross.status).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/admin/members/${m.user.id}/billing` })).status,
    ).toBe(401);
  });

  it('the overview agrees with the seeded subscriber list: records without an account are named, not counted', async () => {
    const admin = await adminCookie(t.app);
    const listRows = async () => {
      const rows: Array<{ id: number; email: string; billing: unknown }> = [];
      for (let offset = 0; ; offset += 100) {
        const page = await call(t.app, {
          method: 'GET',
          url: `/api/admin/subscribers?limit=100&offset=${offset}&sortBy=createdAt&sortOrder=desc`,
          cookie: admin,
        });
        expect(page.status).toBe(200);
        const { subscribers, total } = page.json as unknown as { subscribers: typeof rows; total: number };
        rows.push(...subscribers);
        if (rows.length >= total) return { rows, total };
      }
    };
    // The demo rows (when the list is still empty) and two records the operator typed in: no accounts.
    await seedAdminDemo(t.app.deps);
    const typed = [`typed.one.${Date.now()}@example.com`, `typed.two.${Date.now()}@example.com`];
    for (const email of typed) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/admin/subscribers',
        cookie: admin,
        payload: {
          email,
          subscriptionTier: 'professional',
          subscriptionStatus: 'active',
          totalRevenue: '1164.00',
        },
      });
      expect(res.status).toBe(201);
    }
    const before = await listRows();
    const o1 = await overview();
    expect(o1.listedSubscribers).toBe(before.total);
    expect(o1.listedWithoutAccount).toBe(before.rows.filter((r) => r.billing === null).length);
    expect(o1.listedWithoutAccount).toBeGreaterThanOrEqual(2);

    // A typed record's person signs up, and the operator sets the record's tier: now it has an account,
    // and the grant is counted where the card says.
    const record = before.rows.find((r) => r.email === typed[0])!;
    expect(record.billing).toBeNull();
    await member(record.email.toUpperCase());
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/subscribers/${record.id}`,
      cookie: admin,
      payload: { subscriptionTier: 'professional', subscriptionStatus: 'active' },
    });
    expect(patched.status).toBe(200);
    const o2 = await overview();
    const after = await listRows();
    expect(o2.listedSubscribers).toBe(after.total);
    expect(o2.listedWithoutAccount).toBe(o1.listedWithoutAccount - 1);
    expect(o2.listedWithoutAccount).toBe(after.rows.filter((r) => r.billing === null).length);
    expect(o2.grantedPaidMembers).toBe(o1.grantedPaidMembers + 1);
    expect(o2.payingMembers).toBe(o1.payingMembers);
    expect(o2.mrrCents).toBe(o1.mrrCents);
  });
});
