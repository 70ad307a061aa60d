import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonialsResponseSchema } from '../../../core/schemas/testimonials';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { seed } from './seed';

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
    expect(list[0]).toMatchObject({ name: 'Maria Kowalski', initials: 'MK', rating: 5, verified: true });
    expect(list.every((x) => x.rating >= 0 && x.rating <= 5)).toBe(true);
    expect(list.some((x) => !x.verified)).toBe(true);
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
