import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCountResponseSchema, testimonialsResponseSchema } from '../../../core/schemas/testimonials';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { TOPIC } from '../../lib/cache-topics';
import { invalidate } from '../../lib/invalidation';
import { seed } from './seed';
import { adminCookie, createTestUser, signInAs } from '../../test/harness';
import { adminTestimonialsResponseSchema } from '../../../core/schemas/testimonials';
import { SAMPLE_NOT_VERIFIABLE } from './routes';

describe('GET /api/testimonials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is an empty list before the seed, then the seeded ones in order (seed is idempotent)', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/testimonials' })).json).toEqual([]);
    await seed(t.app.deps);
    await seed(t.app.deps);
    const { status, json } = await call(t.app, { method: 'GET', url: '/api/testimonials' });
    expect(status).toBe(200);
    const list = testimonialsResponseSchema.parse(json);
    expect(list.length).toBeGreaterThan(6);
    expect(list[0]).toMatchObject({ name: 'Maria Kowalski', initials: 'MK', rating: 5, verified: false });
    expect(list.every((x) => x.rating >= 0 && x.rating <= 5)).toBe(true);
    // Invented people are never 'Verified'.
    expect(list.every((x) => !x.verified)).toBe(true);
  });

  it('migration 0230: a database seeded before clears the seeded rows; an operator-verified one stays', async () => {
    await t.app.deps.database.exec(`UPDATE testimonials SET verified = true WHERE slug = 'helen-t'`);
    await t.app.deps.database.exec(
      `INSERT INTO testimonials (slug, name, initials, role, content, rating, verified, sort_order)
       VALUES ('real-member', 'Ann Real', 'AR', 'Member', 'Checked by the operator.', 5, true, 999)`,
    );
    await t.app.deps.database.exec(
      readFileSync(join(MIGRATIONS_DIR, '0230_seeded_testimonials_not_verified.sql'), 'utf8'),
    );
    await invalidate(TOPIC.testimonials);
    const list = testimonialsResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: '/api/testimonials' })).json,
    );
    expect(list.filter((x) => x.verified).map((x) => x.name)).toEqual(['Ann Real']);
    await t.app.deps.database.exec(`DELETE FROM testimonials WHERE slug = 'real-member'`);
    await invalidate(TOPIC.testimonials);
  });

  it('carries an ETag and answers 304 to a client that already holds this version', async () => {
    const first = await call(t.app, { method: 'GET', url: '/api/testimonials' });
    const etag = first.res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json);
  });

  it('sends the answer compressed as the client accepts it, each encoding with its own ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(plain.body.length).toBeGreaterThan(1024); // over the compression threshold
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const etags = new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]);
    expect(etags.size).toBe(3);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The br ETag does not validate a gzip representation.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/member-count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the real confirmed members (confirmed or approved), not pending, cancelled or spam', async () => {
    const count = async () =>
      memberCountResponseSchema.parse((await call(t.app, { method: 'GET', url: '/api/member-count' })).json)
        .confirmedMembers;
    const before = await count();
    for (const status of ['confirmed', 'approved', 'pending', 'spam', 'canc_by_sub', 'inactive'])
      await createTestUser(t.app, { status });
    expect(await count()).toBe(before + 2);
  });
});

describe("the operator's Verified mark", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app.deps);
    await t.app.deps.database.exec(
      `INSERT INTO testimonials (slug, name, initials, role, content, rating, sort_order)
       VALUES ('ann-real', 'Ann Real', 'AR', 'Member since 2025', 'Checked by the operator.', 5, 5)`,
    );
    admin = await adminCookie(t.app);
  });
  afterAll(() => t.close());

  const publicList = async () =>
    testimonialsResponseSchema.parse((await call(t.app, { method: 'GET', url: '/api/testimonials' })).json);
  const adminList = async () =>
    adminTestimonialsResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: '/api/admin/testimonials', cookie: admin })).json,
    );
  const mark = (id: number, verified: boolean, cookie?: string) =>
    call(t.app, { method: 'PATCH', url: `/api/admin/testimonials/${id}`, payload: { verified }, cookie });

  it('lists every testimonial for the operator, samples marked as such; nobody else gets it', async () => {
    const list = await adminList();
    expect(list[0]).toMatchObject({ slug: 'ann-real', sample: false, verified: false, isActive: true });
    expect(list.filter((x) => x.sample)).toHaveLength(list.length - 1);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/testimonials' })).status).toBe(401);
    const member = (await signInAs(t.app, 'premium')).cookie;
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/testimonials', cookie: member })).status,
    ).toBe(401);
    expect((await mark(list[0].id, true, member)).status).toBe(401);
  });

  it('marks a real one Verified: the landing list shows it at once; the mark can be taken back', async () => {
    const ann = (await adminList()).find((x) => x.slug === 'ann-real')!;
    expect((await publicList()).find((x) => x.id === ann.id)?.verified).toBe(false); // cached now
    const { status, json } = await mark(ann.id, true, admin);
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: ann.id, verified: true, sample: false });
    expect((await publicList()).find((x) => x.id === ann.id)?.verified).toBe(true);
    expect((await mark(ann.id, false, admin)).status).toBe(200);
    expect((await publicList()).find((x) => x.id === ann.id)?.verified).toBe(false);
  });

  it('refuses the mark on a seeded sample (409, nothing changed), an unknown id (404) and a bad body (400)', async () => {
    const sample = (await adminList()).find((x) => x.sample)!;
    const refused = await mark(sample.id, true, admin);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: SAMPLE_NOT_VERIFIABLE });
    expect((await publicList()).every((x) => !x.verified)).toBe(true);
    expect((await mark(987654, true, admin)).status).toBe(404);
    const bad = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/testimonials/${sample.id}`,
      payload: { verified: 'yes', name: 'Changed' },
      cookie: admin,
    });
    expect(bad.status).toBe(400);
    expect((await adminList()).find((x) => x.id === sample.id)?.name).toBe(sample.name);
  });
});
