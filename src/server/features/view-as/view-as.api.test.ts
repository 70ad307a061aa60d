import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

/** The operator sees any page as a visitor, a free member or a member on a plan; nothing is written meanwhile. */
let t: TestApp;
let admin: string;
const clock = manualClock(new Date('2026-11-18T15:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => call(t.app, { method: 'GET', url, cookie });
const viewingAs = (kind: string) => `${admin}; view_as=${kind}`;

describe('view as', () => {
  it('is set, read and cleared through /api/admin/view-as (admin only)', async () => {
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/admin/view-as', payload: { viewAs: 'free' } })).status,
    ).toBe(401);
    const set = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/view-as',
      cookie: admin,
      payload: { viewAs: 'free' },
    });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ viewAs: 'free' });
    expect(String(set.res.headers['set-cookie'])).toMatch(
      /view_as=free; Max-Age=43200; Path=\/; SameSite=Strict/,
    );
    expect((await get('/api/admin/view-as', viewingAs('free'))).json).toEqual({ viewAs: 'free' });
    expect((await get('/api/admin/view-as', admin)).json).toEqual({ viewAs: null });
    const bad = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/view-as',
      cookie: admin,
      payload: { viewAs: 'root' },
    });
    expect(bad.status).toBe(400);
    const cleared = await call(t.app, {
      method: 'DELETE',
      url: '/api/admin/view-as',
      cookie: viewingAs('free'),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toEqual({ viewAs: null });
    expect(String(cleared.res.headers['set-cookie'])).toMatch(/view_as=;/);
  });

  it("'view as free' answers /api/futures and /api/traders-dashboard exactly as to a real free member", async () => {
    const { cookie: free } = await signInAs(t.app, 'free');
    for (const url of [
      '/api/futures',
      '/api/traders-dashboard',
      '/api/futures-tabs',
      '/api/signals',
      '/api/weekly-videos',
    ]) {
      const real = await get(url, free);
      const viewed = await get(url, viewingAs('free'));
      expect(real.status, url).toBe(200);
      expect(viewed.status, url).toBe(200);
      expect(viewed.res.body, url).toBe(real.res.body);
    }
    // And the operator's own view is the premium one, different from it.
    const own = await get('/api/futures', admin);
    expect(own.res.body).not.toBe((await get('/api/futures', free)).res.body);
    expect(JSON.stringify(own.json)).not.toContain('LOCKED');
    expect(JSON.stringify((await get('/api/futures', viewingAs('free'))).json)).toContain('LOCKED');
  });

  it('views as a visitor: no member, the dashboard 401 as to a visitor, the futures grid as a visitor sees it', async () => {
    const visitor = await get('/api/futures');
    const viewed = await get('/api/futures', viewingAs('visitor'));
    expect(viewed.res.body).toBe(visitor.res.body);
    expect((await get('/api/auth/user', viewingAs('visitor'))).json).toBeNull();
    expect((await get('/api/traders-dashboard', viewingAs('visitor'))).status).toBe(401);
    expect((await get('/api/crypto-content', viewingAs('visitor'))).status).toBe(401);
  });

  it('views as a member on a plan: Individual is live in futures only', async () => {
    const { cookie: premium } = await signInAs(t.app, 'premium', {
      enableEquities: true,
      enableCryptos: true,
    });
    const pro = await get('/api/futures', viewingAs('professional'));
    expect(pro.res.body).toBe((await get('/api/futures', premium)).res.body);
    const ind = await get('/api/equities-content', viewingAs('individual'));
    expect(JSON.stringify(ind.json)).toContain('LOCKED');
    expect((await get('/api/auth/user', viewingAs('individual'))).json).toMatchObject({
      id: 0,
      isPaidSubscriber: true,
    });
  });

  it('opens /api/traders-dashboard to the operator, premium', async () => {
    const own = await get('/api/traders-dashboard', admin);
    expect(own.status).toBe(200);
    expect(own.json.isPremium).toBe(true);
  });

  it('refuses every write while viewing as someone, with a clear 403; reads of the back office still work', async () => {
    const cookie = viewingAs('free');
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/admin/abuse-patterns/whitelist',
        payload: { ipAddress: '203.0.113.5', whitelistedBy: 'admin' },
      },
      {
        method: 'POST' as const,
        url: '/api/contact',
        payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
      },
      { method: 'POST' as const, url: '/api/weekly-videos', payload: {} },
      { method: 'POST' as const, url: '/api/newsletter/subscribe', payload: { email: 'x@example.com' } },
    ];
    for (const w of writes) {
      const r = await call(t.app, { ...w, cookie });
      expect(r.status, w.url).toBe(403);
      expect(r.json.code).toBe('FORBIDDEN');
      expect(r.json.message).toBe(
        'You are viewing the site as: Free member. Nothing can be saved while viewing as someone; return to your own view first.',
      );
    }
    expect((await get('/api/admin/abuse-patterns', cookie)).status).toBe(200);
    // Nothing was written.
    const patterns = (await get('/api/admin/abuse-patterns', admin)).json as unknown as Array<{
      ipAddress: string;
    }>;
    expect(patterns.some((p) => p.ipAddress === '203.0.113.5')).toBe(false);
    // Switching the view and leaving it stay possible.
    const sw = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/view-as',
      cookie,
      payload: { viewAs: 'visitor' },
    });
    expect(sw.status).toBe(200);
  });

  it('a view_as cookie without the admin session counts for nothing and is cleared', async () => {
    const { cookie: free } = await signInAs(t.app, 'free');
    const plain = await get('/api/futures', 'view_as=professional');
    expect(plain.res.body).toBe((await get('/api/futures')).res.body);
    expect(String(plain.res.headers['set-cookie'])).toMatch(/view_as=;/);
    const member = await get('/api/futures', `${free}; view_as=professional`);
    expect(member.res.body).toBe((await get('/api/futures', free)).res.body);
    const write = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/view-as',
      cookie: `${free}; view_as=free`,
      payload: { viewAs: 'free' },
    });
    expect(write.status).toBe(401);
  });
});
