import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { createUserSession, SESSION_COOKIE } from '../../sessions/user-sessions';
import { ALREADY_PREMIUM, processAccessDeadlines } from './access-service';
import { TRIAL_STARTED } from '../billing/plan-state';

const DAY = 24 * 60 * 60_000;

describe('trials and granted access', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  // Admin sessions expire, so each operator call opens one at the current (moved) time.
  const clock = manualClock(new Date('2026-05-04T10:00:00Z'));
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: 'ops@site.test' }, clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Sessions end after 7 idle days and the clock jumps weeks: each look opens a session at the current time.
  const profile = async (userId: number) => {
    const cookie = `${SESSION_COOKIE}=${await createUserSession(t.app.deps.db, { userId, now: clock.now() })}`;
    return (await call(t.app, { method: 'GET', url: '/api/profile', cookie })).json;
  };
  const mailTo = (email: string, subject: string) =>
    smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === subject);

  it('a visitor cannot start one; a member starts one at once; premium members are told they have it', async () => {
    expect(
      (await call(t.app, { method: 'POST', url: '/api/account/trial', payload: { plan: 'professional' } }))
        .status,
    ).toBe(401);
    const { user, cookie } = await signInAs(t.app, 'free');
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/account/trial',
      cookie,
      payload: { plan: 'gold' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Please choose a plan');
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/account/trial',
      cookie,
      payload: { plan: 'individual' },
    });
    // TRIAL_DAYS (14) from today: ends at 00:00 UTC after the 14th day.
    expect(ok.json).toEqual({
      ok: true,
      plan: 'individual',
      trialEndsAt: '2026-05-19T00:00:00.000Z',
      message: TRIAL_STARTED('individual', '2026-05-19'),
    });
    expect(await profile(user.id)).toMatchObject({
      isPremium: true,
      canAccessFutures: true,
      canAccessEquities: false,
    });
    const mine = await call(t.app, { method: 'GET', url: '/api/account/trial', cookie });
    expect(mine.json).toMatchObject({
      request: null,
      access: { kind: 'trial', plan: 'individual', endsOn: '2026-05-19' },
    });
    await mailTo(user.email, 'Your TrendLab free trial has started');

    const list = await call(t.app, {
      method: 'GET',
      url: '/api/admin/access',
      cookie: await adminCookie(t.app),
    });
    expect((list.json.rows as Array<{ userId: number }>).find((r) => r.userId === user.id)).toMatchObject({
      request: null,
      access: expect.objectContaining({ kind: 'trial', plan: 'individual' }),
    });
    // The operator can end a self-serve trial like any grant (and the next tests count only their own grants).
    const end = await call(t.app, {
      method: 'POST',
      url: `/api/admin/registrations/${user.id}/access/end`,
      cookie: await adminCookie(t.app),
    });
    expect(end.status).toBe(200);
    expect((await profile(user.id)).isPremium).toBe(false);

    const premium = await signInAs(t.app, 'premium');
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/account/trial',
      cookie: premium.cookie,
      payload: { plan: 'individual' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(ALREADY_PREMIUM);
  });

  it('only the operator grants; the end date must be after today', async () => {
    const { user, cookie } = await signInAs(t.app, 'free');
    const payload = { kind: 'trial', plan: 'professional', endsOn: '2026-05-18' };
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/registrations/${user.id}/access`,
          cookie,
          payload,
        })
      ).status,
    ).toBe(401);
    const today = await call(t.app, {
      method: 'POST',
      url: `/api/admin/registrations/${user.id}/access`,
      cookie: await adminCookie(t.app),
      payload: { ...payload, endsOn: '2026-05-04' },
    });
    expect(today.status).toBe(400);
    expect(today.json.issues).toEqual([{ path: 'endsOn', message: 'The end date must be after today' }]);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/admin/registrations/999999/access',
          cookie: await adminCookie(t.app),
          payload,
        })
      ).status,
    ).toBe(404);
  });

  it('grant starts at once with a mail, reminder 3 days before, ends by itself at the end date with a mail', async () => {
    const { user, cookie } = await signInAs(t.app, 'free', {
      enableEquities: false,
      enableCryptos: false,
      enableFutures: false,
    });
    expect((await profile(user.id)).isPremium).toBe(false);

    const grant = await call(t.app, {
      method: 'POST',
      url: `/api/admin/registrations/${user.id}/access`,
      cookie: await adminCookie(t.app),
      payload: { kind: 'trial', plan: 'professional', endsOn: '2026-05-18' },
    });
    expect(grant.status).toBe(200);
    // At once: the member's next request is premium with every market of the plan.
    expect(await profile(user.id)).toMatchObject({
      isPremium: true,
      canAccessFutures: true,
      canAccessEquities: true,
      canAccessCryptos: true,
    });
    const started = await mailTo(user.email, 'Your TrendLab free trial has started');
    expect(started.text).toContain('18 May 2026');
    const mine = await call(t.app, { method: 'GET', url: '/api/account/trial', cookie });
    expect(mine.json).toMatchObject({
      request: null,
      access: { kind: 'trial', plan: 'professional', endsOn: '2026-05-18', endedAt: null },
    });

    expect(await processAccessDeadlines(t.app.deps)).toEqual({ ended: 0, reminded: 0 });
    clock.set(new Date('2026-05-15T00:00:00Z')); // 3 days before
    expect(await processAccessDeadlines(t.app.deps)).toEqual({ ended: 0, reminded: 1 });
    expect(await processAccessDeadlines(t.app.deps)).toEqual({ ended: 0, reminded: 0 }); // once only
    const ending = await mailTo(user.email, 'Your TrendLab free trial ends in 3 days');
    expect(ending.text).toContain('/contact?inquiry=subscription');

    clock.set(new Date('2026-05-18T00:00:30Z'));
    expect(await processAccessDeadlines(t.app.deps)).toEqual({ ended: 1, reminded: 0 });
    expect((await profile(user.id)).isPremium).toBe(false);
    await mailTo(user.email, 'Your TrendLab free trial has ended');
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/admin/access',
      cookie: await adminCookie(t.app),
    });
    expect((list.json.rows as Array<{ userId: number }>).find((r) => r.userId === user.id)).toMatchObject({
      access: { endedAt: expect.any(String) },
    });
  });

  it('the operator extends a current grant and can end it now', async () => {
    clock.set(new Date('2026-06-01T09:00:00Z'));
    const { user } = await signInAs(t.app, 'free');
    const url = `/api/admin/registrations/${user.id}/access`;
    await call(t.app, {
      method: 'POST',
      url,
      cookie: await adminCookie(t.app),
      payload: { kind: 'paid', plan: 'individual', endsOn: '2026-06-20' },
    });
    const started = await mailTo(user.email, 'Your TrendLab access has started');
    expect(started.text).toContain('Individual plan');
    expect(await profile(user.id)).toMatchObject({ isPremium: true, canAccessFutures: true });

    clock.advance(15 * DAY); // 4 days left, then extended: no reminder yet
    await call(t.app, {
      method: 'POST',
      url,
      cookie: await adminCookie(t.app),
      payload: { kind: 'paid', plan: 'individual', endsOn: '2026-07-10' },
    });
    const extended = await mailTo(user.email, 'Your TrendLab access was extended');
    expect(extended.text).toContain('10 July 2026');
    clock.advance(4 * DAY);
    expect(await processAccessDeadlines(t.app.deps)).toEqual({ ended: 0, reminded: 0 });

    const end = await call(t.app, { method: 'POST', url: `${url}/end`, cookie: await adminCookie(t.app) });
    expect(end.status).toBe(200);
    expect((await profile(user.id)).isPremium).toBe(false);
    await mailTo(user.email, 'Your TrendLab access has ended');
    expect(
      (await call(t.app, { method: 'POST', url: `${url}/end`, cookie: await adminCookie(t.app) })).status,
    ).toBe(404);
  });
});
