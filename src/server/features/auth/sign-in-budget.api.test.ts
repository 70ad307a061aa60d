import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestUser } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { codeIn, mergeCookies } from './auth-test-helpers';
import { INVALID_CREDENTIALS } from './sign-in';
import { CHECK_REQUIRED, CHECK_WORK, checkWork, SIGN_IN_BUDGET } from './sign-in-check';

/**
 * Decision 0048: the per-account failure budget. Clients come from many addresses the way
 * a botnet would, through the proxy header (TRUST_PROXY), so the per-IP limit never stops them.
 */
describe('per-account sign-in budget', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let ipCounter = 0;
  const nextIp = () => `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (payload: Record<string, unknown>, ip = nextIp(), cookie?: string) =>
    call(t.app, { method: 'POST', url: '/api/login', payload, headers: { 'x-forwarded-for': ip }, cookie });
  const codeMailsTo = (email: string) =>
    smtp.messages.filter((m) => m.to.includes(email) && m.subject === 'Your sign-in verification code');

  /** What a browser does past the budget: ask for a check, solve it (real proof of work). */
  async function proofFor(email: string) {
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/login/check',
      payload: { email },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(r.status).toBe(200);
    const challenge = r.json as never;
    const solution = await solveChallenge({ challenge, deriveKey });
    return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
  }

  it('spraying 150 passwords from 150 IPs: refused past the budget, the right one indistinguishable', async () => {
    const u = await createTestUser(t.app);
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 150; i++) {
      const r = await login({ email: u.email, password: `Spray-guess-${i}` });
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
    // Was (security audit): 150 x 401, 0 x 429.
    expect(statuses).toEqual({ 401: SIGN_IN_BUDGET.failures, 429: 150 - SIGN_IN_BUDGET.failures });

    const right = await login({ email: u.email, password: u.password });
    const wrong = await login({ email: u.email, password: 'Spray-guess-final' });
    expect(right.status).toBe(429);
    expect(right.json).toEqual({
      code: 'RATE_LIMITED',
      message: CHECK_REQUIRED,
      issues: [{ path: 'proof', message: CHECK_REQUIRED }],
    });
    expect(right.res.body).toBe(wrong.res.body);
    const headersOf = (r: typeof right) =>
      Object.keys(r.res.headers)
        .filter((h) => !['date', 'x-request-id'].includes(h))
        .sort()
        .map((h) => (h === 'set-cookie' ? `${h}: did` : `${h}: ${r.res.headers[h]}`));
    expect(headersOf(right)).toEqual(headersOf(wrong));
    // No code mail reached the victim for any of it.
    await new Promise((done) => setTimeout(done, 200));
    expect(codeMailsTo(u.email)).toHaveLength(0);

    // A real person past the budget: the solved check lets exactly one password through.
    const wrongWithProof = await login({
      email: u.email,
      password: 'Still-wrong-1',
      proof: await proofFor(u.email),
    });
    expect(wrongWithProof.json).toEqual({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    const proof = await proofFor(u.email);
    const ip = nextIp();
    const first = await login({ email: u.email, password: u.password, proof }, ip);
    expect(first.status).toBe(200);
    expect(first.json.mfaRequired).toBe(true);
    expect((await login({ email: u.email, password: u.password, proof }, ip)).status).toBe(429); // spent once
    const mail = await smtp.waitFor((m) => codeMailsTo(u.email).includes(m));
    // The code step of the same browser (its pass cookie) needs no second check.
    const jar = mergeCookies('', first.res.headers['set-cookie']);
    const done = await login({ email: u.email, password: u.password, mfaCode: codeIn(mail.text) }, ip, jar);
    expect(done.status).toBe(200);
    expect(String(done.res.headers['set-cookie'])).toContain('sid=');
  });

  it('a check bound to one account does not open another, and the work grows past the budget', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    for (let i = 0; i < SIGN_IN_BUDGET.failures; i++) await login({ email: b.email, password: `Guess-${i}` });
    const r = await login({ email: b.email, password: b.password, proof: await proofFor(a.email) });
    expect(r.status).toBe(429);
    expect(checkWork(0)).toBe(CHECK_WORK.base);
    expect(checkWork(SIGN_IN_BUDGET.failures + 10)).toBe(CHECK_WORK.base * 2);
    expect(checkWork(10_000)).toBe(CHECK_WORK.max);
  });

  it('targeted lockout: 8 requests with any code and 10 wrong passwords do not stop the owner on a known device', async () => {
    const u = await createTestUser(t.app);
    // The owner's browser becomes known by one sign-in with the mailed code.
    const ownerIp = nextIp();
    const first = await login({ email: u.email, password: u.password }, ownerIp);
    expect(first.json.mfaRequired).toBe(true);
    let jar = mergeCookies('', first.res.headers['set-cookie']);
    let mail = await smtp.waitFor((m) => codeMailsTo(u.email).includes(m));
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    const known = await login(
      { email: u.email, password: u.password, mfaCode: codeIn(mail.text) },
      ownerIp,
      jar,
    );
    expect(known.status).toBe(200);
    jar = mergeCookies(jar, known.res.headers['set-cookie']);

    // The attacker knows only the address.
    for (let i = 0; i < 8; i++) await login({ email: u.email, password: `Attack-${i}`, mfaCode: '123456' });
    for (let i = 0; i < 10; i++) await login({ email: u.email, password: `Attack-more-${i}` });
    expect((await login({ email: u.email, password: u.password })).status).toBe(429); // a stranger's browser

    // Was (security audit): 429 for 15 minutes, even with the right code. Now: the code step, then in.
    const again = await login({ email: u.email, password: u.password }, ownerIp, jar);
    expect(again.status).toBe(200);
    expect(again.json.mfaRequired).toBe(true);
    mail = await smtp.waitFor((m) => codeMailsTo(u.email).includes(m));
    const signedIn = await login(
      { email: u.email, password: u.password, mfaCode: codeIn(mail.text) },
      ownerIp,
      jar,
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.mfaRequired).toBe(false);
  });
});
