import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyDto, IssuedApiKey, V1PositionsResponse } from '../../../core/schemas/api-keys';
import type { Signal } from '../../../core/schemas/markets';
import { eq } from 'drizzle-orm';
import { apiKeys, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { V1_RATE_LIMIT } from './routes';

const clock = manualClock(new Date('2026-11-17T23:00:00Z'));
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const issue = async (userId: number, label = 'Desk robot') =>
  call(t.app, {
    method: 'POST',
    url: `/api/admin/registrations/${userId}/api-keys`,
    cookie: admin,
    payload: { label },
  });
/** API keys are the Institution plan's: a premium member moved to it. */
const institution = async () => {
  const signedIn = await signInAs(t.app, 'premium');
  await t.app.deps.db
    .update(users)
    .set({ plan: 'institution', planStatus: 'active' })
    .where(eq(users.id, signedIn.user.id));
  return signedIn;
};
const v1 = (path: string, key?: string) =>
  call(t.app, { method: 'GET', url: path, headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('API keys', () => {
  it('the admin issues a key once, it is stored hashed and listed without the secret (admin and owner)', async () => {
    const { user, cookie } = await institution();
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/registrations/${user.id}/api-keys`,
          cookie,
          payload: { label: 'x' },
        })
      ).status,
    ).toBe(401);
    expect((await issue(user.id, '  ')).status).toBe(400);
    expect((await issue(999_999)).status).toBe(404);
    const res = await issue(user.id);
    expect(res.status).toBe(201);
    const { id, key } = res.json as unknown as IssuedApiKey;
    expect(key).toMatch(/^tl_live_[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.deps.db.select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(key);
    const mine = (await call(t.app, { method: 'GET', url: '/api/account/api-keys', cookie }))
      .json as unknown as ApiKeyDto[];
    expect(mine).toEqual([
      expect.objectContaining({ id, label: 'Desk robot', prefix: key.slice(0, 14), revokedAt: null }),
    ]);
    expect(JSON.stringify(mine)).not.toContain(key);
    const listed = (
      await call(t.app, { method: 'GET', url: `/api/admin/registrations/${user.id}/api-keys`, cookie: admin })
    ).json as unknown as ApiKeyDto[];
    expect(listed.map((k) => k.id)).toEqual([id]);
    expect((await call(t.app, { method: 'GET', url: '/api/account/api-keys' })).status).toBe(401);
  });
});

describe('/api/v1', () => {
  it('a key reads what its account sees live; a revoked, unknown or missing key gets 401', async () => {
    const { user, cookie } = await institution();
    const { id, key } = (await issue(user.id)).json as unknown as IssuedApiKey;
    const signals = await v1('/api/v1/signals?market=futures', key);
    expect(signals.status).toBe(200);
    const site = await call(t.app, { method: 'GET', url: '/api/signals?market=futures', cookie });
    expect(signals.json).toEqual(site.json);
    expect((signals.json as unknown as Signal[]).some((s) => s.entryPrice === 'LOCKED')).toBe(false);
    const pos = (await v1('/api/v1/positions?market=futures', key)).json as unknown as V1PositionsResponse;
    expect(pos.access).toBe('premium');
    const open = (site.json as unknown as Signal[]).filter((s) => s.status === 'active');
    expect(pos.positions.map((p) => p.symbol).sort()).toEqual(open.map((s) => s.symbol).sort());
    for (const p of pos.positions) expect(p.stop).not.toBeNull();
    expect((await v1('/api/v1/signals?market=bonds', key)).status).toBe(400);

    expect((await v1('/api/v1/signals?market=futures')).status).toBe(401);
    expect((await v1('/api/v1/signals?market=futures', 'tl_live_' + 'x'.repeat(43))).status).toBe(401);
    // A session cookie is not an identity here.
    expect((await call(t.app, { method: 'GET', url: '/api/v1/signals?market=futures', cookie })).status).toBe(
      401,
    );
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/admin/registrations/${user.id}/api-keys/${id}`,
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/admin/registrations/${user.id + 1}/api-keys/${id}`,
          cookie: admin,
        })
      ).status,
    ).toBe(404);
    const refused = await v1('/api/v1/positions?market=futures', key);
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: 'UNAUTHORIZED' });
    const listed = (await call(t.app, { method: 'GET', url: '/api/account/api-keys', cookie }))
      .json as unknown as ApiKeyDto[];
    expect(listed[0].revokedAt).not.toBeNull();
  });

  it('no key for an account on another plan; a key whose account left Institution answers 403', async () => {
    const free = await signInAs(t.app, 'free');
    expect((await issue(free.user.id)).status).toBe(409);
    const { user } = await institution();
    const { key } = (await issue(user.id)).json as unknown as IssuedApiKey;
    expect((await v1('/api/v1/positions?market=equities', key)).status).toBe(200);
    await t.app.deps.db.update(users).set({ planStatus: 'expired' }).where(eq(users.id, user.id));
    const refused = await v1('/api/v1/positions?market=equities', key);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('API access comes with the Institution plan');
  });

  it('rate limit per key: past the limit 429, another key is not affected', async () => {
    const { user } = await institution();
    const a = ((await issue(user.id)).json as unknown as IssuedApiKey).key;
    const b = ((await issue(user.id)).json as unknown as IssuedApiKey).key;
    const statuses: number[] = [];
    for (let i = 0; i <= V1_RATE_LIMIT.max; i++)
      statuses.push((await v1('/api/v1/positions?market=crypto', a)).status);
    expect(statuses.slice(0, V1_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await v1('/api/v1/positions?market=crypto', b)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('/api/docs/json lists the v1 routes and every registered /api route; /api/docs is a readable page', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const doc = res.json as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown; parameters?: Array<{ name: string }> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/signals'].get.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/v1/positions'].get.parameters?.map((p) => p.name)).toContain('market');
    expect(Object.keys(doc.paths['/api/admin/registrations/{id}/api-keys'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    const missing: string[] = [];
    for (const route of registeredApiRoutes) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      if (!doc.paths[path]?.[route.method.toLowerCase()]) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
    expect(registeredApiRoutes.length).toBeGreaterThan(50);
    const page = await call(t.app, { method: 'GET', url: '/api/docs' });
    expect(page.res.headers['content-type']).toContain('text/html');
    expect(page.res.body).toContain('/api/v1/signals');
    expect(page.res.body).not.toContain('<script');
  });
});

/**
 * Every /api route the app registers, read from Fastify's own route tree (printRoutes), not from the
 * swagger plugin: so a route the document leaves out is caught. HEAD twins and the docs routes are skipped.
 */
const registeredApiRoutes: Array<{ method: string; url: string }> = [];
beforeAll(() => {
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(\S+) \(([^)]*)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const url = stack.join('');
    if (!url.startsWith('/api') || url.startsWith('/api/docs')) continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD') registeredApiRoutes.push({ method, url });
  }
});
