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
import { createTestUser } from '../../test/harness';

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
    // Invented people are never 'Verified' (issue 27).
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
