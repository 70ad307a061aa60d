import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '../test/harness';

type Line = Record<string, unknown>;

/** Request logging as in production: Fastify's own lines, through the app's real logger. */
describe('request logging', () => {
  describe('at LOG_LEVEL=info', () => {
    const logLines: string[] = [];
    const lines = () => logLines.map((l) => JSON.parse(l) as Line);
    let app: FastifyInstance;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const env = { NODE_ENV: 'production', LOG_LEVEL: 'info', SIGNING_SECRET: 's'.repeat(32) };
      ({ app, close } = await createTestApp({ env, logLines }));
    });
    afterAll(() => close());

    it('logs each request arriving and completing, under one reqId per request', async () => {
      const before = logLines.length;
      expect((await call(app, { method: 'GET', url: '/api/testimonials' })).status).toBe(200);
      expect((await call(app, { method: 'GET', url: '/api/performance' })).status).toBe(200);
      const seen = lines().slice(before);
      const completed = seen.filter((l) => l.msg === 'request completed');
      expect(completed).toHaveLength(2);
      expect(completed.every((l) => typeof l.responseTime === 'number')).toBe(true);
      expect(completed[0].reqId).not.toBe(completed[1].reqId);
      const incoming = seen.filter((l) => l.msg === 'incoming request');
      expect(incoming.map((l) => (l.req as { url: string }).url)).toEqual([
        '/api/testimonials',
        '/api/performance',
      ]);
      expect(incoming.map((l) => l.reqId)).toEqual(completed.map((l) => l.reqId));
    });

    it('logs a refused request with the reqId of its own request lines', async () => {
      const before = logLines.length;
      expect((await call(app, { method: 'POST', url: '/api/contact', payload: {} })).status).toBe(400);
      const seen = lines().slice(before);
      const refused = seen.find((l) => l.msg === 'request refused');
      expect(refused).toMatchObject({ status: 400, code: 'VALIDATION', url: '/api/contact' });
      const completed = seen.find((l) => l.msg === 'request completed');
      expect(completed?.reqId).toBe(refused?.reqId);
    });
  });

  describe('at LOG_LEVEL=warn', () => {
    const logLines: string[] = [];
    let app: FastifyInstance;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ app, close } = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logLines }));
    });
    afterAll(() => close());

    it('logs no line for answered requests', async () => {
      const before = logLines.length;
      expect((await call(app, { method: 'GET', url: '/api/testimonials' })).status).toBe(200);
      expect(logLines.slice(before)).toEqual([]);
    });
  });
});
