import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '../test/harness';

/**
 * Production's request logging (LOG_REQUESTS=slow, decision 0067): Fastify has no logger of its own,
 * so each request's logger comes from slowRequestLog. The whole app, the real logger.
 */
describe('request logging as in production (LOG_REQUESTS=slow)', () => {
  const logLines: string[] = [];
  const lines = () => logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const env = { LOG_REQUESTS: 'slow', LOG_LEVEL: 'info' };
    ({ app, close } = await createTestApp({ env, logLines }));
  });
  afterAll(() => close());

  it('logs nothing for answered reads, and each refused request once, with its own reqId', async () => {
    const before = logLines.length;
    expect((await call(app, { method: 'GET', url: '/api/testimonials' })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/performance' })).status).toBe(200);
    expect(lines().slice(before)).toEqual([]);

    for (let i = 0; i < 2; i++)
      expect((await call(app, { method: 'POST', url: '/api/contact', payload: {} })).status).toBe(400);
    const refused = lines()
      .slice(before)
      .filter((l) => l.msg === 'request refused');
    expect(refused.map((l) => [l.status, l.code, l.url])).toEqual([
      [400, 'VALIDATION', '/api/contact'],
      [400, 'VALIDATION', '/api/contact'],
    ]);
    expect(refused.every((l) => typeof l.reqId === 'string')).toBe(true);
    expect(refused[0].reqId).not.toBe(refused[1].reqId);
    expect(lines().some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });
});
