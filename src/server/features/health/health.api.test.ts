import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';

describe('GET /api/health and the shared HTTP rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database', async () => {
    const { status, json, res } = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(json.status).toBe('ok');
    expect(json.database).toMatchObject({
      ok: true,
      kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(json.worker).toBe(0); // one process, no WEB_CONCURRENCY cluster
  });

  it('sends security headers', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, json } = await call(t.app, { method: 'GET', url: '/api/nope' });
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses cross-origin writes', async () => {
    const cross = await call(t.app, {
      method: 'POST',
      url: '/api/nope',
      headers: { origin: 'https://evil.example', host: 'localhost:5000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(cross.status).toBe(403);
    expect(cross.json).toMatchObject({ code: 'FORBIDDEN', message: 'Cross-origin request refused' });
  });
});
