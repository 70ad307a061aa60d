import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COOKIE } from '../../sessions/admin-sessions';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

// Every admin route with a representative payload: without the admin session each must be 401,
// even a signed-in premium user, and even with an invalid body (checked before validation).
const ADMIN_ROUTES: Array<{
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}> = [
  { method: 'POST', url: '/api/admin/logout' },
  {
    method: 'POST',
    url: '/api/admin/change-password',
    payload: { currentPassword: 'x', newPassword: 'yyyy' },
  },
  { method: 'GET', url: '/api/admin/subscribers' },
  { method: 'POST', url: '/api/admin/subscribers', payload: { email: 'a@b.co' } },
  { method: 'PATCH', url: '/api/admin/subscribers/1', payload: { isActive: false } },
  { method: 'DELETE', url: '/api/admin/subscribers/1' },
  { method: 'GET', url: '/api/admin/registrations' },
  { method: 'PATCH', url: '/api/admin/registrations/1', payload: {} },
  { method: 'DELETE', url: '/api/admin/registrations/1' },
  { method: 'GET', url: '/api/admin/contact-messages' },
  { method: 'GET', url: '/api/admin/contact-messages/1/responses' },
  { method: 'PATCH', url: '/api/admin/contact-messages/1/status', payload: { status: 'new' } },
  {
    method: 'POST',
    url: '/api/admin/contact-messages/reply',
    payload: { messageId: 1, subject: 's', body: 'b' },
  },
  { method: 'GET', url: '/api/admin/newsletter-subscribers' },
  { method: 'POST', url: '/api/admin/newsletter-subscribers', payload: { email: 'a@b.co' } },
  { method: 'PATCH', url: '/api/admin/newsletter-subscribers/1', payload: { status: 'active' } },
  { method: 'DELETE', url: '/api/admin/newsletter-subscribers/1' },
  { method: 'GET', url: '/api/admin/game-results' },
  { method: 'GET', url: '/api/admin/abuse-events' },
  { method: 'GET', url: '/api/admin/abuse-patterns' },
  { method: 'GET', url: '/api/admin/alert-notifications' },
  { method: 'POST', url: '/api/admin/abuse-events/1/resolve', payload: { resolvedBy: 'admin' } },
  {
    method: 'POST',
    url: '/api/admin/abuse-patterns/block',
    payload: { ipAddress: '1.2.3.4', reason: 'r', blockedBy: 'admin' },
  },
  {
    method: 'POST',
    url: '/api/admin/abuse-patterns/whitelist',
    payload: { ipAddress: '1.2.3.4', whitelistedBy: 'admin' },
  },
  { method: 'GET', url: '/api/admin/mail-outbox' },
  { method: 'POST', url: '/api/weekly-videos', payload: {} },
  { method: 'PUT', url: '/api/weekly-videos/1', payload: {} },
  { method: 'DELETE', url: '/api/weekly-videos/1' },
];

describe('admin gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_PASSWORD: 'first-secret' } });
  });
  afterAll(() => t.close());

  it.each(ADMIN_ROUTES)('$method $url is 401 without the admin session', async ({ method, url, payload }) => {
    const anonymous = await call(t.app, { method, url, payload });
    expect(anonymous.status).toBe(401);
    const { cookie } = await signInAs(t.app, 'premium');
    const user = await call(t.app, { method, url, payload, cookie });
    expect(user.status).toBe(401);
    const stale = await call(t.app, { method, url, payload, cookie: `${ADMIN_COOKIE}=not-a-session` });
    expect(stale.status).toBe(401);
  });

  it('refuses an empty or wrong password, accepts ADMIN_PASSWORD and opens an HttpOnly session', async () => {
    const empty = await call(t.app, { method: 'POST', url: '/api/admin/login', payload: { password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Please enter the admin password');
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.res.headers['set-cookie']).toBeUndefined();

    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'first-secret' },
    });
    expect(ok.status).toBe(200);
    const setCookie = String(ok.res.headers['set-cookie']);
    expect(setCookie).toMatch(/admin_sid=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const cookie = setCookie.split(';')[0];
    expect((await call(t.app, { method: 'GET', url: '/api/admin/session', cookie })).json).toEqual({
      authenticated: true,
    });
    expect((await call(t.app, { method: 'GET', url: '/api/admin/session' })).json).toEqual({
      authenticated: false,
    });
    const list = await call(t.app, { method: 'GET', url: '/api/admin/subscribers', cookie });
    expect(list.status).toBe(200);
    expect(list.res.headers['cache-control']).toBe('no-store');

    // Logout ends the session on the server: the same cookie no longer works.
    expect((await call(t.app, { method: 'POST', url: '/api/admin/logout', cookie })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/subscribers', cookie })).status).toBe(401);
  });

  it('changes the password: checks the current one and the minimum length, then only the new one works', async () => {
    const cookie = await adminCookie(t.app);
    const otherBrowser = await adminCookie(t.app);
    const short = await call(t.app, {
      method: 'POST',
      url: '/api/admin/change-password',
      cookie,
      payload: { currentPassword: 'first-secret', newPassword: 'abc' },
    });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('New password must be at least 4 characters long');
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/admin/change-password',
      cookie,
      payload: { currentPassword: 'bad', newPassword: 'abcd' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Current password is incorrect');
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/admin/change-password',
      cookie,
      payload: { currentPassword: 'first-secret', newPassword: 'second-secret' },
    });
    expect(ok.status).toBe(200);
    // Other admin sessions end with the old password; the one that changed it stays open.
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/subscribers', cookie: otherBrowser })).status,
    ).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/subscribers', cookie })).status).toBe(200);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/admin/login', payload: { password: 'first-secret' } }))
        .status,
    ).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/admin/login', payload: { password: 'second-secret' } }))
        .status,
    ).toBe(200);
  });
});

describe('admin password without ADMIN_PASSWORD', () => {
  it('is generated at first start, stored hashed, printed once on its own line, and works', async () => {
    const t = await createTestApp();
    try {
      const { getSetting } = await import('../../lib/settings');
      const { ADMIN_PASSWORD_KEY, ensureAdminPassword } = await import('./password');
      const logged: string[] = [];
      const printed: string[] = [];
      const log = { warn: (m: string) => logged.push(m) } as unknown as typeof t.app.deps.log;
      const print = (line: string) => printed.push(line);
      await ensureAdminPassword({ ...t.app.deps, log }, print);
      await ensureAdminPassword({ ...t.app.deps, log }, print); // a second start prints nothing
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(/^Admin password \(generated, shown once; change it in \/admin\): \S+$/);
      const generated = printed[0].split(': ').pop() as string;
      expect(logged).toHaveLength(1);
      expect(logged[0]).not.toContain(generated); // the log line (JSON in production) never holds it
      expect(generated.length).toBeGreaterThanOrEqual(16);
      expect(await getSetting(t.app.deps.db, ADMIN_PASSWORD_KEY)).toMatch(/^\$argon2id\$/);
      expect(
        (await call(t.app, { method: 'POST', url: '/api/admin/login', payload: { password: generated } }))
          .status,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
