import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import {
  linkIn,
  mergeCookies,
  nextIp,
  registration,
  solveCaptcha,
  STRONG_PASSWORD,
  tokenOf,
} from './auth-test-helpers';
import { CONFIRMED_COOKIE } from './confirmed-browser';

/**
 * The browser that opened the valid confirmation link is known to the account, so its first
 * sign-in needs no mailed code; any other browser (or a forged pass) still gets the code step.
 */
describe('confirming the email marks that browser as known', () => {
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

  /** A registered account and the token of its mailed confirmation link. */
  async function registered(ip: string) {
    const email = `known.${Date.now()}.${randomUUID().slice(0, 8)}@example.com`;
    const reg = await call(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: registration({ email, captchaToken: await solveCaptcha(t.app, ip) }),
      remoteAddress: ip,
    });
    expect(reg.status).toBe(201);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Confirm your email address',
    );
    return { email, token: tokenOf(linkIn(mail.text, '/confirm-email')) };
  }

  const confirm = (token: string, ip: string) =>
    call(t.app, { method: 'POST', url: '/api/confirm-email', payload: { token }, remoteAddress: ip });
  const login = (email: string, ip: string, cookie: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: ip,
      cookie: cookie || undefined,
    });

  it('signs in without a code in the browser that confirmed, and only once needs the pass', async () => {
    const ip = nextIp();
    const { email, token } = await registered(ip);
    const confirmed = await confirm(token, ip);
    expect(confirmed.status).toBe(200);
    const setCookie = ([] as string[]).concat(confirmed.res.headers['set-cookie'] ?? []);
    const pass = setCookie.find((c) => c.startsWith(`${CONFIRMED_COOKIE}=`));
    expect(pass).toMatch(/Path=\/api\/login/);
    expect(pass).toMatch(/HttpOnly/);
    const jar = mergeCookies('', setCookie);

    const first = await login(email, ip, jar);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ mfaRequired: false, riskLevel: 'low' });
    const after = mergeCookies(jar, first.res.headers['set-cookie']);
    expect(after).not.toContain(`${CONFIRMED_COOKIE}=`); // spent
    expect(after).toContain('sid');

    // The browser stays known by its device cookie alone.
    const again = await login(email, ip, after.replace(/(^|; )sid[^;]*/, ''));
    expect(again.json).toMatchObject({ mfaRequired: false });
  });

  it('still asks another browser for the code, and ignores a forged or replayed confirmation', async () => {
    const ip = nextIp();
    const { email, token } = await registered(ip);
    expect((await confirm(token, ip)).status).toBe(200);

    const other = await login(email, ip, '');
    expect(other.json).toMatchObject({ mfaRequired: true, riskLevel: 'medium' });

    const forged = await login(
      email,
      ip,
      `${CONFIRMED_COOKIE}=eyJraW5kIjoiY29uZmlybWVkLWJyb3dzZXIifQ.forged`,
    );
    expect(forged.json).toMatchObject({ mfaRequired: true });

    // The link's token is spent: a second visit gets no pass.
    const replay = await confirm(token, ip);
    expect(replay.status).toBe(400);
    expect(String(replay.res.headers['set-cookie'] ?? '')).not.toContain(`${CONFIRMED_COOKIE}=`);
  });
});
