import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import {
  ACCOUNT_FAILURES,
  ACCOUNT_IP_FAILURES,
  IP_FAILURES,
  OPERATOR_BROWSER_COOKIE,
} from './sign-in-throttle';
import { codeAt, cookieOf, createOperator, OPERATOR_PASSWORD } from './test-operators';

/**
 * Knowing a named operator's email was enough to lock them out (10 wrong passwords from
 * any IPs, then their right password and code got 429). The account-wide budget now holds only
 * addresses and browsers the operator never signed in from; per-IP limits still hold the sprayer.
 */
const clock = manualClock(new Date('2026-04-06T09:00:00Z'));
let t: TestApp;
let shared: string;
const OFFICE = '203.0.113.10';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PASSWORD: 'shared-secret' } });
  shared = await adminCookie(t.app);
});
afterAll(() => t.close());

const login = (payload: object, ip: string, cookie?: string) =>
  call(t.app, { method: 'POST', url: '/api/admin/operator-login', payload, remoteAddress: ip, cookie });
// Each sign-in spends a TOTP step: the clock moves a minute and the code is of the step after.
const freshCode = async (secret: string) => {
  clock.advance(60_000);
  return codeAt(secret, new Date(clock.now().getTime() + 30_000));
};
const spray = async (email: string, times: number, ipOf: (i: number) => string) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await login({ email, password: `Wrong-guess-${i}!`, code: '123456' }, ipOf(i))).status);
  return statuses;
};

describe('named operator sign-in throttling', () => {
  it('a spray from many IPs cannot lock the operator out of an address they signed in from', async () => {
    const email = 'ola.office@example.com';
    const o = await createOperator(t.app, shared, { email, role: 'owner' });
    await o.signIn(OFFICE); // the office address is now known for Ola

    const statuses = await spray(email, 3 * ACCOUNT_FAILURES, (i) => `198.18.${i}.1`);
    expect(statuses.slice(0, ACCOUNT_FAILURES).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ACCOUNT_FAILURES).every((s) => s === 429)).toBe(true); // held without a password check

    const fromOffice = await login(
      { email, password: OPERATOR_PASSWORD, code: await freshCode(o.secret) },
      OFFICE,
    );
    expect(fromOffice.status).toBe(200);
    expect(cookieOf(fromOffice.res)).toMatch(/^admin_sid=/);
    // A recovery code in place of the app's code works from there too.
    const recovery = await login({ email, password: OPERATOR_PASSWORD, code: o.recoveryCodes[0] }, OFFICE);
    expect(recovery.status).toBe(200);

    // An address Ola never used is held by the account budget during the spray, right password or not.
    const hotel = await login(
      { email, password: OPERATOR_PASSWORD, code: await freshCode(o.secret) },
      '192.0.2.77',
    );
    expect(hotel.status).toBe(429);
    expect(hotel.res.headers['retry-after']).toBeDefined();
    // ... unless the browser is one Ola signed in with before (its signed cookie), wherever it is.
    const browser = cookieOf(fromOffice.res, OPERATOR_BROWSER_COOKIE);
    const travelling = await login(
      { email, password: OPERATOR_PASSWORD, code: await freshCode(o.secret) },
      '192.0.2.78',
      browser,
    );
    expect(travelling.status).toBe(200);
    // Another operator's browser cookie does not count as known for Ola.
    const other = await createOperator(t.app, shared, { email: 'omar.other@example.com', role: 'staff' });
    const otherRes = await login(
      {
        email: 'omar.other@example.com',
        password: OPERATOR_PASSWORD,
        code: await freshCode(other.secret),
      },
      '192.0.2.90',
    );
    expect(otherRes.status).toBe(200);
    const omarBrowser = cookieOf(otherRes.res, OPERATOR_BROWSER_COOKIE);
    const borrowed = await login(
      { email, password: OPERATOR_PASSWORD, code: await freshCode(o.secret) },
      '192.0.2.91',
      omarBrowser,
    );
    expect(borrowed.status).toBe(429);
  });

  it('per account and IP: one IP guessing at one account is held there, its owner elsewhere is not', async () => {
    const email = 'pia.perip@example.com';
    const o = await createOperator(t.app, shared, { email, role: 'staff' });
    const statuses = await spray(email, ACCOUNT_IP_FAILURES + 1, () => '198.19.0.5');
    expect(statuses.slice(0, ACCOUNT_IP_FAILURES).every((s) => s === 401)).toBe(true);
    expect(statuses[ACCOUNT_IP_FAILURES]).toBe(429);
    // That IP is held for Pia even with her right password and code ...
    const held = await login(
      { email, password: OPERATOR_PASSWORD, code: await freshCode(o.secret) },
      '198.19.0.5',
    );
    expect(held.status).toBe(429);
    // ... while it still has tries at other accounts (its per-IP budget is not used up) ...
    expect(
      (await login({ email: 'x@example.com', password: 'Nope-1234!', code: '1' }, '198.19.0.5')).status,
    ).toBe(401);
    // ... and Pia signs in from her own address.
    const own = await login(
      { email, password: OPERATOR_PASSWORD, code: await freshCode(o.secret) },
      '203.0.113.20',
    );
    expect(own.status).toBe(200);
  });

  it('per IP: one IP guessing at many accounts is held after its budget, right password or not', async () => {
    const email = 'quin.quiet@example.com';
    const o = await createOperator(t.app, shared, { email, role: 'staff' });
    await o.signIn('198.19.1.9'); // even an address the operator used
    for (let i = 0; i < IP_FAILURES; i++) {
      const r = await login(
        { email: `nobody${i}@example.com`, password: 'Nope-1234!', code: '1' },
        '198.19.1.9',
      );
      expect(r.status).toBe(401);
    }
    const held = await login(
      { email, password: OPERATOR_PASSWORD, code: await freshCode(o.secret) },
      '198.19.1.9',
    );
    expect(held.status).toBe(429);
  });
});
