import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { call, createTestApp } from '../../test/harness';
import type { FastifyInstance } from 'fastify';
import {
  codeIn,
  linkIn,
  mergeCookies,
  registration,
  solveCaptcha,
  STRONG_PASSWORD,
  tokenOf,
} from './auth-test-helpers';

const ADMIN_PASSWORD = 'Quiet-Office-77';

/**
 * Runs every secret-bearing flow with the real logger at trace level and no SMTP (mail goes to the
 * outbox and the log), then looks for each password, code, token and session id in the output.
 */
describe('no password, code or token in logs or answers', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const env = { LOG_LEVEL: 'trace', ADMIN_PASSWORD };
    ({ app, close } = await createTestApp({ env, logLines: lines }));
  });
  afterAll(() => close());

  const lastMail = async (to: string) =>
    (
      await app.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1)
    )[0];

  /** The mail's text, opened by the mailer (the row itself holds it sealed only). */
  const bodyOf = async (to: string) => (await app.deps.mailer.readBody((await lastMail(to)).id))!.text;

  it('covers registration, confirmation, sign-in with a code, reset', async () => {
    const secrets: string[] = [STRONG_PASSWORD];
    const answers: string[] = [];
    const ip = '10.9.9.9';
    const post = async (url: string, payload: unknown, cookie?: string) => {
      const r = await call(app, {
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
        remoteAddress: ip,
        cookie,
      });
      answers.push(r.res.body);
      return r;
    };

    const captchaToken = await solveCaptcha(app, ip);
    secrets.push(captchaToken);
    const email = `quiet.${Date.now()}@example.com`;
    expect((await post('/api/register', registration({ email, captchaToken }))).status).toBe(201);
    const confirmToken = tokenOf(linkIn(await bodyOf(email), '/confirm-email'));
    secrets.push(confirmToken);
    expect((await post('/api/confirm-email', { token: confirmToken })).status).toBe(200);

    const first = await post('/api/login', { email, password: STRONG_PASSWORD });
    expect(first.json.mfaRequired).toBe(true);
    const jar = mergeCookies('', first.res.headers['set-cookie']);
    const code = codeIn(await bodyOf(email));
    secrets.push(jar.split('=')[1]);
    const wrongPw = await post('/api/login', { email, password: 'Wrong-Password-1', mfaCode: code });
    expect(wrongPw.status).toBe(401);
    const second = await post('/api/login', { email, password: STRONG_PASSWORD, mfaCode: code }, jar);
    expect(second.status).toBe(200);
    const sid = String(second.res.headers['set-cookie']).match(/sid=([^;]+)/)![1];
    secrets.push(sid);
    await call(app, { method: 'GET', url: '/api/auth/user', cookie: `sid=${sid}` });

    expect((await post('/api/forgot-password', { email })).status).toBe(200);
    await expect.poll(async () => (await lastMail(email)).kind).toBe('password-reset'); // sent in the background
    const resetToken = tokenOf(linkIn(await bodyOf(email), '/reset-password'));
    secrets.push(resetToken, 'After-Reset-Pass-3');
    expect(
      (
        await post('/api/reset-password', {
          token: resetToken,
          password: 'After-Reset-Pass-3',
          confirmPassword: 'After-Reset-Pass-3',
        })
      ).status,
    ).toBe(200);

    secrets.push(ADMIN_PASSWORD, 'Wrong-Office-1');
    expect((await post('/api/admin/login', { password: 'Wrong-Office-1' })).status).toBe(401);
    expect((await post('/api/admin/login', { password: ADMIN_PASSWORD })).status).toBe(200);

    const log = lines.join('');
    // Sign-ins, failed and successful, are logged with the account and the IP.
    const [{ id: userId }] = await app.deps.db.select().from(users).where(eq(users.email, email));
    const signIns = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.signIn || l.adminSignIn);
    expect(
      signIns.map(({ signIn, adminSignIn, userId: id, account, ip: from }) => ({
        signIn,
        adminSignIn,
        id,
        account,
        from,
      })),
    ).toEqual([
      { signIn: 'failed', adminSignIn: undefined, id: userId, account: undefined, from: ip },
      { signIn: 'succeeded', adminSignIn: undefined, id: userId, account: undefined, from: ip },
      { signIn: undefined, adminSignIn: 'failed', id: undefined, account: 'admin', from: ip },
      { signIn: undefined, adminSignIn: 'succeeded', id: undefined, account: 'admin', from: ip },
    ]);
    expect(log).toContain('request completed'); // the logger really captured the requests
    expect(log).toContain('mail written to outbox');
    // A 6-digit code may occur inside a timestamp by chance: look for it as a whole number only.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(answers.join('\n')).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    // Nor at rest (docs/features/hardening.md): the outbox rows and the settings table hold no link, code or key.
    const atRest = JSON.stringify([
      await app.deps.db.select().from(mailOutbox),
      await app.deps.database.query('SELECT * FROM app_settings'),
    ]);
    expect(atRest).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(atRest).not.toContain('signing_secret');
    for (const s of secrets) {
      expect(atRest, `secret ${s.slice(0, 4)}... at rest`).not.toContain(s);
      expect(log, `secret ${s.slice(0, 4)}... in logs`).not.toContain(s);
      expect(answers.join('\n'), `secret ${s.slice(0, 4)}... in answers`).not.toContain(s);
    }
  });
});
