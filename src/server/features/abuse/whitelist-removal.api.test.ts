import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';

/** A whitelist can be removed (audited), the address blocked again, and a blocked visitor gets a page. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const ADMIN_IP = '192.0.2.201';
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, payload, cookie, remoteAddress: ADMIN_IP });
type Pattern = { ipAddress: string; blocked: boolean; isWhitelisted: boolean };
const patternOf = async (ip: string) =>
  ((await api('GET', '/api/admin/abuse-patterns')).json as unknown as Pattern[]).find(
    (p) => p.ipAddress === ip,
  );

describe('DELETE /api/admin/abuse/whitelist/{ip}', () => {
  it('removes the whitelist; the address can then be blocked again, and the block holds', async () => {
    const ip = '203.0.113.61';
    expect((await api('POST', '/api/admin/abuse-patterns/whitelist', { ipAddress: ip })).status).toBe(200);
    const refused = await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: ip, reason: 'r' });
    expect(refused.status).toBe(409);

    const removed = await api('DELETE', `/api/admin/abuse/whitelist/${ip}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ ok: true });
    expect(await patternOf(ip)).toMatchObject({ blocked: false, isWhitelisted: false });
    // Audited: who removed which address, the whitelist flag before and after.
    const audit = await api('GET', '/api/admin/audit-log?action=abuse.whitelist-remove');
    expect(audit.status).toBe(200);
    const rows = (audit.json as unknown as { entries: Array<Record<string, unknown>> }).entries;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'abuse.whitelist-remove',
      targetType: 'ip',
      targetId: ip,
      ip: ADMIN_IP,
      before: { isWhitelisted: true },
      after: { isWhitelisted: false },
    });
    expect(rows[0].operator).toEqual(expect.any(String));

    expect(
      (await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: ip, reason: 'again' })).status,
    ).toBe(200);
    expect(await patternOf(ip)).toMatchObject({ blocked: true, isWhitelisted: false });
    const blocked = await t.app.inject({ method: 'GET', url: '/api/futures', remoteAddress: ip });
    expect(blocked.statusCode).toBe(403);
  });

  it('works for an IPv6 address written in the path', async () => {
    const ip = '2001:db8::61';
    expect((await api('POST', '/api/admin/abuse-patterns/whitelist', { ipAddress: ip })).status).toBe(200);
    expect((await api('DELETE', `/api/admin/abuse/whitelist/${encodeURIComponent(ip)}`)).status).toBe(200);
    expect(await patternOf(ip)).toMatchObject({ isWhitelisted: false });
  });

  it('answers 404 for an address not whitelisted, 400 for no address, 401 without the admin session', async () => {
    const none = await api('DELETE', '/api/admin/abuse/whitelist/203.0.113.62');
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('This IP address is not whitelisted');
    const bad = await api('DELETE', '/api/admin/abuse/whitelist/not-an-ip');
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([{ path: 'ip', message: 'Enter a valid IPv4 or IPv6 address' }]);
    const anon = await call(t.app, { method: 'DELETE', url: '/api/admin/abuse/whitelist/203.0.113.61' });
    expect(anon.status).toBe(401);
  });
});

describe('a blocked visitor', () => {
  it("gets the 'Access blocked' page for pages and the JSON error for the API", async () => {
    const ip = '203.0.113.63';
    expect(
      (await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: ip, reason: 'r' })).status,
    ).toBe(200);
    for (const url of ['/', '/futures', '/assets/app.js']) {
      const page = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: ip,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode, url).toBe(403);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>Access blocked</h1>');
      expect(page.body).toContain('Access from your IP address has been blocked.');
      expect(page.body).toContain('mailto:operator@trendlab.local');
    }
    const json = await t.app.inject({ method: 'GET', url: '/api/futures', remoteAddress: ip });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Access from your IP address has been blocked',
    });
  });
});
