import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../test/harness';
import type { TestApp } from '../test/harness';

const DAY = 24 * 60 * 60 * 1000;

/** docs/features/hardening.md: the operator can end sessions; idle sessions end; signed-out statuses end them at once. */
describe('session lifetime', () => {
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await adminCookie(t.app);
  });
  afterAll(() => t.close());

  const me = async (cookie: string) =>
    (await call(t.app, { method: 'GET', url: '/api/auth/user', cookie })).json;

  for (const status of ['inactive', 'spam', 'canc_by_sub', 'canc_by_tig']) {
    it(`setting a user to ${status} signs them out at once`, async () => {
      const { user, cookie } = await signInAs(t.app, 'premium');
      expect(await me(cookie)).toMatchObject({ id: user.id });
      const patch = await call(t.app, {
        method: 'PATCH',
        url: `/api/admin/registrations/${user.id}`,
        cookie: admin,
        payload: {
          status,
          enableFutures: true,
          enableEquities: true,
          enableCryptos: true,
          isPaidSubscriber: true,
        },
      });
      expect(patch.status).toBe(200);
      expect(await me(cookie)).toBeNull();
    });
  }

  it('the admin can end every session of a user from the registration', async () => {
    const { user, cookie } = await signInAs(t.app, 'free');
    const second = await signInAs(t.app, 'free', { email: `second.${Date.now()}@example.com` });
    const ended = await call(t.app, {
      method: 'POST',
      url: `/api/admin/registrations/${user.id}/end-sessions`,
      cookie: admin,
      payload: {},
    });
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ ok: true, ended: 1 });
    expect(await me(cookie)).toBeNull();
    expect(await me(second.cookie)).toMatchObject({ id: second.user.id }); // others untouched
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/admin/registrations/999999/end-sessions',
      cookie: admin,
      payload: {},
    });
    expect(missing.status).toBe(404);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: `/api/admin/registrations/${user.id}/end-sessions`,
      payload: {},
    });
    expect(anonymous.status).toBe(401);
  });

  it('a session unused for 7 days ends; one used every few days lives on', async () => {
    const idle = await signInAs(t.app, 'free');
    const used = await signInAs(t.app, 'free');
    for (let i = 0; i < 3; i++) {
      clock.advance(3 * DAY);
      expect(await me(used.cookie)).toMatchObject({ id: used.user.id });
    }
    expect(await me(idle.cookie)).toBeNull(); // 9 days without use
  });
});
