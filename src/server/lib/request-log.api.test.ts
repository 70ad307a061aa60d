import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '../test/harness';

type Line = Record<string, unknown>;

/** A test app whose real logger writes into `logLines`, open for the enclosing describe. */
function loggedApp(env: Record<string, string>) {
  const logLines: string[] = [];
  const lines = () => logLines.map((l) => JSON.parse(l) as Line);
  const ctx = { app: undefined as unknown as FastifyInstance, logLines, lines };
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app: ctx.app, close } = await createTestApp({ env, logLines }));
  });
  afterAll(() => close());
  return ctx;
}

/** Request logging as in production: Fastify's own lines, through the app's real logger. */
describe('request logging', () => {
  describe('at LOG_LEVEL=info', () => {
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'info', SIGNING_SECRET: 's'.repeat(32) };
    const logged = loggedApp(env);
    const { logLines, lines } = logged;

    it('logs one access line for a write, a refusal or a missing page, not for a routine read', async () => {
      const before = logLines.length;
      expect((await call(logged.app, { method: 'GET', url: '/api/testimonials' })).status).toBe(200);
      expect((await call(logged.app, { method: 'GET', url: '/api/no-such-thing' })).status).toBe(404);
      const login = { email: 'nobody@example.com', password: 'wrong-password-1' };
      const signIn = await call(logged.app, { method: 'POST', url: '/api/login', payload: login });
      expect(signIn.status).toBe(401);
      const seen = lines().slice(before);
      expect(seen.filter((l) => l.msg === 'incoming request')).toEqual([]);
      const completed = seen.filter((l) => l.msg === 'request completed');
      expect(completed.map(methodUrlStatus)).toEqual([
        ['GET', '/api/no-such-thing', 404],
        ['POST', '/api/login', 401],
      ]);
      expect(completed.every((l) => l.level === 30 && typeof l.responseTime === 'number')).toBe(true);
      expect(completed[0].reqId).not.toBe(completed[1].reqId);
    });

    it('censors secrets at the top of a line, in a logged body and in logged headers', () => {
      const before = logLines.length;
      const headers = { cookie: 'sid=abc', authorization: 'Bearer xyz', accept: 'text/html' };
      const body = { token: 'tok-123', newPassword: 'Other-Secret-2', email: 'a@b.c' };
      logged.app.log.info({ password: 'Top-Secret-1', mfaCode: '123456', body, headers }, 'careless line');
      const [line] = lines().slice(before);
      expect(line).toMatchObject({
        password: '[redacted]',
        mfaCode: '[redacted]',
        body: { token: '[redacted]', newPassword: '[redacted]', email: 'a@b.c' },
        headers: { cookie: '[redacted]', authorization: '[redacted]', accept: 'text/html' },
      });
      expect(logLines.slice(before).join('')).not.toMatch(/Secret|tok-123|sid=abc|xyz|123456/);
    });

    it('logs a refused request with the reqId of its own request lines', async () => {
      const before = logLines.length;
      expect((await call(logged.app, { method: 'POST', url: '/api/contact', payload: {} })).status).toBe(400);
      const seen = lines().slice(before);
      const refused = seen.find((l) => l.msg === 'request refused');
      expect(refused).toMatchObject({ status: 400, code: 'VALIDATION', url: '/api/contact' });
      const completed = seen.find((l) => l.msg === 'request completed');
      expect(completed?.reqId).toBe(refused?.reqId);
    });
  });

  describe('at LOG_LEVEL=debug', () => {
    const logged = loggedApp({ LOG_LEVEL: 'debug' });
    const { logLines } = logged;

    it('logs routine reads too, at debug, each under its own reqId', async () => {
      const before = logLines.length;
      expect((await call(logged.app, { method: 'GET', url: '/api/testimonials' })).status).toBe(200);
      expect((await call(logged.app, { method: 'GET', url: '/api/performance' })).status).toBe(200);
      const completed = logged
        .lines()
        .slice(before)
        .filter((l) => l.msg === 'request completed');
      expect(completed.map(methodUrlStatus)).toEqual([
        ['GET', '/api/testimonials', 200],
        ['GET', '/api/performance', 200],
      ]);
      expect(completed.every((l) => l.level === 20)).toBe(true);
      expect(completed[0].reqId).not.toBe(completed[1].reqId);
    });
  });

  describe('at LOG_LEVEL=warn', () => {
    const logged = loggedApp({ LOG_LEVEL: 'warn' });
    const { logLines } = logged;

    it('logs no line for answered requests', async () => {
      const before = logLines.length;
      expect((await call(logged.app, { method: 'GET', url: '/api/testimonials' })).status).toBe(200);
      expect(logLines.slice(before)).toEqual([]);
    });
  });
});

function methodUrlStatus(l: Line): [string, string, number] {
  const req = l.req as { method: string; url: string };
  return [req.method, req.url, (l.res as { statusCode: number }).statusCode];
}
