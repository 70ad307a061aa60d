import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseEvents, abusePatterns, loginChallenges, sessions } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, createTestUser } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { codeIn, mergeCookies, nextIp } from './auth-test-helpers';
import {
  CODE_EXHAUSTED,
  CODE_EXPIRED,
  INVALID_CODE,
  INVALID_CREDENTIALS,
  MANY_FAILURES_REASON,
} from './sign-in';

describe('sign-in with the risk-based code step', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (payload: Record<string, unknown>, ip: string, cookie = '') =>
    call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload,
      remoteAddress: ip,
      cookie: cookie || undefined,
    });

  /** Signs in with a code from the real SMTP listener; returns the browser's cookies afterwards. */
  async function signInWithCode(email: string, password: string, ip: string, cookie = '') {
    const first = await login({ email, password }, ip, cookie);
    expect(first.status).toBe(200);
    expect(first.json.mfaRequired).toBe(true);
    const jar = mergeCookies(cookie, first.res.headers['set-cookie']);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email.toLowerCase()) && m.subject === 'Your sign-in verification code',
    );
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    const second = await login({ email, password, mfaCode: codeIn(mail.text) }, ip, jar);
    return { first, second, cookie: mergeCookies(jar, second.res.headers['set-cookie']), mail };
  }

  it('sends a browser that navigates to /api/login to the sign-in screen (spec 01 §7)', async () => {
    const r = await call(t.app, { method: 'GET', url: '/api/login' });
    expect(r.status).toBe(302);
    expect(r.res.headers.location).toBe('/login');
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const u = await createTestUser(t.app);
    const ip = nextIp();
    const wrong = await login({ email: u.email, password: 'Nope-1234!' }, ip);
    const unknown = await login({ email: 'nobody@example.com', password: 'Nope-1234!' }, ip);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.json).toEqual({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('asks a new device for a mailed code (medium risk, with reasons), then a known device signs in at low risk', async () => {
    const u = await createTestUser(t.app, {
      email: `Mixed.Case.${Date.now()}@Example.com`,
      firstName: 'Grace',
    });
    const ip = nextIp();
    const { first, second, cookie, mail } = await signInWithCode(u.email.toUpperCase(), u.password, ip);
    expect(first.json).toEqual({
      mfaRequired: true,
      riskLevel: 'medium',
      reasons: ['Sign-in from a new device or browser', `Sign-in from a new IP address (${ip})`],
    });
    expect(mail.text).toContain('expires in 10 minutes');
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ mfaRequired: false, riskLevel: 'medium', reasons: [] });
    expect(second.res.headers['cache-control']).toBe('no-store');
    const me = await call(t.app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(me.json.firstName).toBe('Grace');

    // Same browser (device cookie) and IP: low risk, straight in, and the old session is rotated out.
    const oldSid = cookie.match(/sid=([^;]+)/)![1];
    const again = await login({ email: u.email, password: u.password }, ip, cookie);
    expect(again.json).toEqual({ mfaRequired: false, riskLevel: 'low', reasons: [] });
    const rotated = mergeCookies(cookie, again.res.headers['set-cookie']);
    expect(rotated.match(/sid=([^;]+)/)![1]).not.toBe(oldSid);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: `sid=${oldSid}` })).json,
    ).toBeNull();
    expect((await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: rotated })).status).toBe(200);

    // A known device on a new IP stays low risk.
    const elsewhere = await login({ email: u.email, password: u.password }, nextIp(), cookie);
    expect(elsewhere.json.riskLevel).toBe('low');
  });

  it('rates recent failures and a flagged IP higher', async () => {
    const u = await createTestUser(t.app);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await login({ email: u.email, password: 'Wrong-pass-1' }, ip);
    await t.app.deps.db
      .insert(abusePatterns)
      .values({ ipAddress: ip, patternType: 'signin_burst', riskScore: 80, occurrenceCount: 9 });
    const r = await login({ email: u.email, password: u.password }, ip);
    expect(r.json.riskLevel).toBe('critical');
    expect(r.json.reasons).toEqual([
      'Sign-in from a new device or browser',
      `Sign-in from a new IP address (${ip})`,
      '3 failed sign-in attempts in the last 24 hours',
      'IP address flagged for suspicious activity (risk score 80)',
    ]);
  });

  it('allows 5 wrong codes, then needs a new sign-in (even the right code fails)', async () => {
    const u = await createTestUser(t.app);
    const ip = nextIp();
    const first = await login({ email: u.email, password: u.password }, ip);
    expect(first.json.mfaRequired).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes(u.email.toLowerCase()));
    const code = codeIn(mail.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await login({ email: u.email, password: u.password, mfaCode: wrongCode }, ip)).json.message,
      );
    expect(answers).toEqual([INVALID_CODE, INVALID_CODE, INVALID_CODE, INVALID_CODE, CODE_EXHAUSTED]);
    const right = await login({ email: u.email, password: u.password, mfaCode: code }, ip);
    expect(right.status).toBe(401);
    expect(right.json.message).toBe(CODE_EXPIRED);
    expect(right.res.headers['set-cookie']?.toString() ?? '').not.toContain('sid=');
    const [row] = await t.app.deps.db.select().from(loginChallenges).where(eq(loginChallenges.userId, u.id));
    expect(row.attempts).toBe(5);
    const [ev] = await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.ipAddress, ip));
    expect(ev).toMatchObject({ eventType: 'code_exhausted', severity: 'high', email: u.email });
    expect(row.codeHash).not.toContain(code);
  });

  it('records a burst of 5 failed sign-ins from one IP as an abuse event', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login({ email: `burst${i}@example.com`, password: 'Wrong-pass-1' }, ip);
    expect(await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.ipAddress, ip))).toHaveLength(
      0,
    );
    await login({ email: 'burst4@example.com', password: 'Wrong-pass-1' }, ip);
    const [ev] = await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.ipAddress, ip));
    expect(ev).toMatchObject({ eventType: 'failed_signin_burst', severity: 'medium', requestCount: 1 });
  });

  it('refuses a code after 10 minutes', async () => {
    const u = await createTestUser(t.app);
    const ip = nextIp();
    await login({ email: u.email, password: u.password }, ip);
    const code = codeIn((await smtp.waitFor((m) => m.to.includes(u.email.toLowerCase()))).text);
    clock.advance(10 * 60_000 + 1);
    const late = await login({ email: u.email, password: u.password, mfaCode: code }, ip);
    expect(late.status).toBe(401);
    expect(late.json.message).toBe(CODE_EXPIRED);
    const sessionsOfUser = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(sessionsOfUser).toHaveLength(0);
  });

  it('refuses a pending account and mails a fresh confirmation link', async () => {
    const u = await createTestUser(t.app, { status: 'pending' });
    const r = await login({ email: u.email, password: u.password }, nextIp());
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(
      'Please confirm your email address first. We have sent you a new confirmation link.',
    );
    const mail = await smtp.waitFor((m) => m.to.includes(u.email.toLowerCase()));
    expect(mail.subject).toBe('Confirm your email address');
  });

  it('per account, past 10 failed passwords strangers get the check and the known device the code step, never a lockout', async () => {
    const u = await createTestUser(t.app);
    // A known device first, so a normal sign-in would need no code.
    const known = await signInWithCode(u.email, u.password, nextIp());
    const device = known.cookie.split('; ').find((c) => c.startsWith('did='))!;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login({ email: u.email, password: 'Wrong-pass-1' }, nextIp())).status);
    // The 11th browser, unknown to the account, must solve the check first (decision 0048).
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    await expect
      .poll(
        async () =>
          (await t.app.deps.db.select().from(abuseEvents).orderBy(desc(abuseEvents.id)).limit(1))[0]
            ?.eventType,
      )
      .toBe('signin_email_burst');
    const [ev] = await t.app.deps.db
      .select()
      .from(abuseEvents)
      .where(eq(abuseEvents.eventType, 'signin_email_burst'));
    expect(ev.email).toBe(u.email.toLowerCase());

    const right = await signInWithCode(u.email, u.password, nextIp(), device);
    expect(right.first.json).toMatchObject({ mfaRequired: true, riskLevel: 'high' });
    expect(right.first.json.reasons).toContain(MANY_FAILURES_REASON);
    expect(right.second.status).toBe(200);
  });

  it('limits sign-in per IP to 20 per 15 minutes', async () => {
    const ip = nextIp();
    let status = 0;
    for (let i = 0; i < 21; i++)
      status = (await login({ email: `x${i}@example.com`, password: 'Wrong-pass-1' }, ip)).status;
    expect(status).toBe(429);
    await expect
      .poll(async () =>
        (await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.ipAddress, ip)))
          .map((e) => e.eventType)
          .sort(),
      )
      .toEqual(['failed_signin_burst', 'signin_burst']);
  });
});
