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

  it('is ready: the database answers and every migration of this build is applied', async () => {
    const { status, json, res } = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(status).toBe(200);
    expect(json).toEqual({ ready: true, reasons: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends the API security headers on JSON answers (nothing may load, frame or sniff them)', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The document-only policies stay off JSON answers (bytes on every answer, no effect).
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('sends the document headers on the HTML pages served under /api/', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/api/docs' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
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

describe('security headers on a site served over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://trendlab.example' } });
  });
  afterAll(() => t.close());

  it('JSON answers and pages both carry HSTS, with one value', async () => {
    const api = await call(t.app, { method: 'GET', url: '/api/health' });
    const page = await call(t.app, { method: 'GET', url: '/api/docs' });
    expect(api.res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(api.res.headers['strict-transport-security']).toBe(page.res.headers['strict-transport-security']);
  });

  it('a site on plain http sends no HSTS', async () => {
    const plain = await createTestApp();
    try {
      const { res } = await call(plain.app, { method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('GET /api/ready while not ready', () => {
  it('says 503 "migrations" while a migration of this build is missing, 200 once it is applied', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.deps.database;
      const [last] = await db.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
      );
      await db.query('DELETE FROM schema_migrations WHERE name = $1', [last!.name]);
      const missing = await call(t.app, { method: 'GET', url: '/api/ready' });
      expect(missing.status).toBe(503);
      expect(missing.json).toEqual({ ready: false, reasons: ['migrations'] });
      // Liveness does not care: the process serves.
      expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
      expect((await call(t.app, { method: 'GET', url: '/api/ready' })).json).toEqual({
        ready: true,
        reasons: [],
      });
    } finally {
      await t.close();
    }
  });

  it('says 503 "draining" once shutdown has begun, while liveness stays 200', async () => {
    const t = await createTestApp();
    try {
      t.app.deps.lifecycle.drain();
      const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({ ready: false, reasons: ['draining'] });
      const health = await call(t.app, { method: 'GET', url: '/api/health' });
      expect(health.status).toBe(200);
      expect(health.json.status).toBe('ok');
    } finally {
      await t.close();
    }
  });
});
