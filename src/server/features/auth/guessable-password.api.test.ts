import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUESSABLE_PASSWORD } from '../../../core/passwords/guessability';
import { adminCookie, call, createTestApp, createTestUser, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { codeAt } from '../operators/test-operators';
import { linkIn, nextIp, registration, solveCaptcha, tokenOf } from './auth-test-helpers';

/**
 * Before, `Trendlab2026!` and other site-themed passwords passed every rule. New passwords are now
 * scored by zxcvbn-ts with the site's words and the account's address as user inputs; these pass
 * the breached list and the four character rules, and are refused on every form with one message.
 */
const SITE_THEMED = ['Trendlab2026!', 'TrendLab2026!', 'Tr3ndL@b2026', 'TrendLab!2026', 'TrendLab@2026'];
const refusal = { code: 'VALIDATION', issues: [{ path: 'password', message: GUESSABLE_PASSWORD }] };

describe('guessable passwords', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ADMIN_PASSWORD: 'shared-secret' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = async (overrides: Record<string, unknown>) => {
    const ip = nextIp();
    return call(t.app, {
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: registration({ ...overrides, captchaToken: await solveCaptcha(t.app, ip) }),
    });
  };

  it('registration refuses site-themed passwords and the address dressed up, with the field message', async () => {
    for (const password of SITE_THEMED) {
      const r = await register({ password, confirmPassword: password });
      expect([password, r.status, r.json]).toMatchObject([password, 400, refusal]);
    }
    const own = await register({
      email: 'grace.hopper@example.com',
      password: 'Grace.Hopper1!',
      confirmPassword: 'Grace.Hopper1!',
    });
    expect(own.status).toBe(400);
    expect(own.json).toMatchObject(refusal);
    const named = await register({
      lastName: 'Quillfeather', // scores 4 for anyone else, 2 for this person
      password: 'Quillfeather2026!',
      confirmPassword: 'Quillfeather2026!',
    });
    expect(named.status).toBe(400);
    expect(named.json).toMatchObject(refusal);
    // The same shape with unrelated words passes.
    const fine = await register({
      password: 'Velvet-Harbor-Crane-4',
      confirmPassword: 'Velvet-Harbor-Crane-4',
    });
    expect(fine.status).toBe(201);
  });

  it('Settings refuses them too and keeps the old password', async () => {
    const { cookie, user } = await signInAs(t.app, 'free');
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/account/password',
      remoteAddress: nextIp(),
      cookie,
      payload: {
        currentPassword: user.password,
        password: 'Trendlab2026!',
        confirmPassword: 'Trendlab2026!',
      },
    });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject(refusal);
  });

  it('the reset form refuses them and the link keeps working', async () => {
    const u = await createTestUser(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: u.email },
      remoteAddress: nextIp(),
    });
    const mail = await smtp.waitFor((m) => m.to.includes(u.email) && m.subject === 'Reset your password');
    const token = tokenOf(linkIn(mail.text, '/reset-password'));
    const reset = (password: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: nextIp(),
        payload: { token, password, confirmPassword: password },
      });
    const weak = await reset('Trendlab2026!');
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject(refusal);
    expect((await reset('Velvet-Harbor-Crane-5')).status).toBe(200);
  });

  it("an operator's invite refuses them", async () => {
    const shared = await adminCookie(t.app);
    const invite = await call(t.app, {
      method: 'POST',
      url: '/api/admin/operators',
      cookie: shared,
      payload: { email: 'otto.ops@example.com', role: 'staff' },
    });
    const token = new URL(invite.json.inviteUrl as string).searchParams.get('token')!;
    const enrol = await call(t.app, {
      method: 'POST',
      url: '/api/admin/operators/invite/enrol',
      payload: { token },
    });
    const accept = await call(t.app, {
      method: 'POST',
      url: '/api/admin/operators/invite/accept',
      payload: {
        token,
        password: 'Trendlab2026!',
        confirmPassword: 'Trendlab2026!',
        code: await codeAt(enrol.json.secret as string, t.app.deps.clock.now()),
      },
    });
    expect(accept.status).toBe(400);
    expect(accept.json).toMatchObject(refusal);
  });
});
