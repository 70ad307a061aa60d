import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { ADMIN_BROWSER_COOKIE, ADMIN_GLOBAL_BUDGET } from './auth-routes';

const ADMIN_PASSWORD = 'office-password-1';

/** The shared admin password had a per-IP limit only (40 IPs = 400 tries per 15 minutes). */
describe('admin password budget across all IPs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_PASSWORD, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());
  const adminLogin = (password: string, ip: string, cookie?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password },
      headers: { 'x-forwarded-for': ip },
      cookie,
    });

  it('40 IPs get 30 tries in all; the operator’s known browser still signs in, a new one waits', async () => {
    const before = await adminLogin(ADMIN_PASSWORD, '198.18.0.1');
    expect(before.status).toBe(200);
    const known = String(before.res.headers['set-cookie'])
      .split(/,\s*(?=\w+=)/)
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${ADMIN_BROWSER_COOKIE}=`))!;
    expect(known).toBeTruthy();

    const statuses: Record<number, number> = {};
    for (let i = 0; i < 40; i++) {
      const r = await adminLogin(`guess-${i}`, `198.18.1.${i + 1}`);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
    expect(statuses).toEqual({ 401: ADMIN_GLOBAL_BUDGET, 429: 40 - ADMIN_GLOBAL_BUDGET });

    const stranger = await adminLogin(ADMIN_PASSWORD, '198.18.2.1');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.res.headers['retry-after'])).toBeGreaterThan(0);
    const operator = await adminLogin(ADMIN_PASSWORD, '198.18.2.2', known);
    expect(operator.status).toBe(200);
    // A forged cookie is no known browser.
    expect((await adminLogin(ADMIN_PASSWORD, '198.18.2.3', `${ADMIN_BROWSER_COOKIE}=x.y`)).status).toBe(429);
  });
});
