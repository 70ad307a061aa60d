import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { SAME_PASSWORD } from '../../../core/schemas/auth';
import { mergeCookies, nextIp } from './auth-test-helpers';

describe('profile and settings', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('needs a session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/profile' })).status).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/account/mobile', payload: { mobile: '' } })).status,
    ).toBe(401);
  });

  it('shows the account and its market access, never the password hash', async () => {
    const { cookie, user } = await signInAs(t.app, 'premium');
    const r = await call(t.app, { method: 'GET', url: '/api/profile', cookie });
    expect(r.status).toBe(200);
    expect(r.res.headers['cache-control']).toBe('no-store');
    expect(r.json).toMatchObject({
      email: user.email,
      isPremium: true,
      canAccessEquities: true,
      canAccessFutures: true,
      status: 'approved',
    });
    expect(JSON.stringify(r.json)).not.toContain('argon2');
  });

  it('changes the mobile number and validates it', async () => {
    const { cookie, user } = await signInAs(t.app, 'free');
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/account/mobile',
      payload: { mobile: 'call me' },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Please enter a valid mobile number');
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/account/mobile',
      payload: { mobile: '+1 312 555 0100' },
      cookie,
    });
    expect(ok.status).toBe(200);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.mobile).toBe('+1 312 555 0100');
  });

  it('changes the password: needs the current one, same strength rules, other sessions end, this one stays', async () => {
    const { cookie, user } = await signInAs(t.app, 'free');
    const { createUserSession } = await import('../../sessions/user-sessions');
    const otherToken = await createUserSession(t.app.deps.db, {
      userId: user.id,
      now: t.app.deps.clock.now(),
    });

    const wrongCurrent = await call(t.app, {
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: { currentPassword: 'nope', password: 'New-Secret-99', confirmPassword: 'New-Secret-99' },
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.json.message).toBe('Your current password is not correct');

    const mismatch = await call(t.app, {
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: {
        currentPassword: user.password,
        password: 'New-Secret-99',
        confirmPassword: 'New-Secret-98',
      },
    });
    expect(mismatch.json.issues).toContainEqual({
      path: 'confirmPassword',
      message: "Passwords don't match",
    });

    const same = await call(t.app, {
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: { currentPassword: user.password, password: user.password, confirmPassword: user.password },
    });
    expect(same.status).toBe(400);
    expect(same.json.issues).toContainEqual({ path: 'password', message: SAME_PASSWORD });

    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: {
        currentPassword: user.password,
        password: 'New-Secret-99',
        confirmPassword: 'New-Secret-99',
      },
    });
    expect(ok.status).toBe(200);
    const jar = mergeCookies(cookie, ok.res.headers['set-cookie']);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: jar })).status).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: `sid=${otherToken}` })).json,
    ).toBeNull();
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'New-Secret-99' },
      remoteAddress: nextIp(),
    });
    expect(login.status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email.toLowerCase()) && m.subject === 'Your password was changed',
    );
    expect(mail.text).toContain('changed from the Settings page');
  });
});
