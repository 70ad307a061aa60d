import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, createTestUser, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { linkIn, nextIp, tokenOf } from './auth-test-helpers';
import { SAME_PASSWORD } from '../../../core/schemas/auth';
import { COMMON_PASSWORD } from '../../lib/common-passwords';
import { BAD_RESET_LINK, FORGOT_ANSWER, RESET_DONE } from './password-reset-routes';

describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const clock = manualClock(new Date('2026-04-01T08:00:00Z'));
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string, ip = nextIp()) =>
    call(t.app, { method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/reset-password', payload, remoteAddress: nextIp() });
  const resetTokenFor = async (email: string) => {
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Reset your password');
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    return tokenOf(linkIn(mail.text, '/reset-password'));
  };

  it('answers the same whether or not the address has an account', async () => {
    const u = await createTestUser(t.app);
    const known = await forgot(u.email);
    const unknown = await forgot('no-such-user@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ ok: true, message: FORGOT_ANSWER });
    expect(unknown.json).toEqual(known.json);
    await resetTokenFor(u.email);
    expect(smtp.messages.some((m) => m.to.includes('no-such-user@example.com'))).toBe(false);
  });

  it('rejects an invalid email with the spec message', async () => {
    const r = await forgot('nope');
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Please enter a valid email address');
  });

  it('end to end: mailed link sets a new password once, ends every session, old password stops working', async () => {
    const { user, cookie } = await signInAs(t.app, 'premium');
    const other = await signInAs(t.app, 'free');
    expect((await forgot(user.email.toUpperCase())).status).toBe(200);
    const token = await resetTokenFor(user.email);

    const weak = await reset({ token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe('Password must contain at least one uppercase letter');

    const check = (tk: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/reset-password/check',
        payload: { token: tk },
        remoteAddress: nextIp(),
      });
    expect((await check(token)).json).toEqual({ valid: true, message: 'This reset link is valid.' });
    expect((await check('x'.repeat(40))).json).toEqual({ valid: false, message: BAD_RESET_LINK });

    // The current password is refused as the new one, and the link keeps working.
    const same = await reset({ token, password: user.password, confirmPassword: user.password });
    expect(same.status).toBe(400);
    expect(same.json.issues).toEqual([{ path: 'password', message: SAME_PASSWORD }]);

    const ok = await reset({ token, password: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
    expect(ok.status).toBe(200);
    const changed = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'Your password was changed',
    );
    expect(changed.text).toContain('reset with a mailed link');
    expect(changed.from).toContain('TrendLab');
    expect((await check(token)).json).toEqual({ valid: false, message: BAD_RESET_LINK }); // a used link is told on load
    expect(ok.json).toEqual({ ok: true, message: RESET_DONE });
    expect(await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/user', cookie })).json).toBeNull();
    // Another account's session is untouched.
    expect((await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: other.cookie })).status).toBe(
      200,
    );

    const reused = await reset({ token, password: 'Another-Pass-8', confirmPassword: 'Another-Pass-8' });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(BAD_RESET_LINK);

    const ip = nextIp();
    const oldPw = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: ip,
    });
    expect(oldPw.status).toBe(401);
    const newPw = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Brand-New-Pass-7' },
      remoteAddress: ip,
    });
    expect(newPw.status).toBe(200);
  });

  it('a refused common password leaves the reset link usable', async () => {
    const u = await createTestUser(t.app);
    await forgot(u.email);
    const token = await resetTokenFor(u.email);
    for (const common of ['Summer2024!', 'Welcome1!', 'Qwerty@2024']) {
      const refused = await reset({ token, password: common, confirmPassword: common });
      expect(refused.status).toBe(400);
      expect(refused.json.issues).toEqual([{ path: 'password', message: COMMON_PASSWORD }]);
    }
    const ok = await reset({ token, password: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ ok: true, message: RESET_DONE });
  });

  it('refuses a link older than 1 hour', async () => {
    const u = await createTestUser(t.app);
    await forgot(u.email);
    const token = await resetTokenFor(u.email);
    clock.advance(60 * 60_000 + 1);
    const r = await reset({ token, password: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(BAD_RESET_LINK);
  });

  it('limits reset requests per address to 3 an hour (429 + abuse event)', async () => {
    const u = await createTestUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(u.email)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await expect
      .poll(async () => {
        const { abuseEvents } = await import('../../db/schema');
        return (
          await t.app.deps.db
            .select()
            .from(abuseEvents)
            .where(eq(abuseEvents.eventType, 'password_reset_email_flood'))
        ).length;
      })
      .toBe(1);
  });
});
