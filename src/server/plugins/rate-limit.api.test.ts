import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseEvents } from '../db/schema';
import { call, createTestApp } from '../test/harness';
import type { TestApp } from '../test/harness';

const ADMIN_PASSWORD = 'office-password-1';

describe('limits that protect without locking people out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_PASSWORD } });
  });
  afterAll(() => t.close());
  const adminLogin = (password: string, ip: string) =>
    call(t.app, { method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress: ip });

  it("the operator's own admin sign-ins never count toward the admin limit", async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 15; i++) expect((await adminLogin(ADMIN_PASSWORD, ip)).status).toBe(200);
    expect((await adminLogin('wrong', ip)).status).toBe(401);
    expect(await t.app.deps.db.select().from(abuseEvents)).toHaveLength(0);
  });

  it('10 failed admin passwords refuse the 11th try with 429 and Retry-After', async () => {
    const ip = '192.0.2.51';
    for (let i = 0; i < 10; i++) expect((await adminLogin(`guess-${i}`, ip)).status).toBe(401);
    const refused = await adminLogin(ADMIN_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('every 429 carries Retry-After: route limits and per-address limits alike', async () => {
    const ip = '192.0.2.52';
    let last = await call(t.app, {
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'a@example.com' },
      remoteAddress: ip,
    });
    for (let i = 0; i < 4; i++) {
      last = await call(t.app, {
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'a@example.com' },
        remoteAddress: `${ip}${i}`,
      });
    }
    expect(last.status).toBe(429); // per address
    expect(Number(last.res.headers['retry-after'])).toBeGreaterThan(0);
    let captcha = await call(t.app, { method: 'GET', url: '/api/captcha', remoteAddress: ip });
    for (let i = 0; i < 31 && captcha.status !== 429; i++)
      captcha = await call(t.app, { method: 'GET', url: '/api/captcha', remoteAddress: ip });
    expect(captcha.status).toBe(429); // per IP (route config)
    expect(Number(captcha.res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Redis down', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // A port with nothing listening: every Redis command fails.
    const probe = net.createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((done) => probe.close(done));
    const env = { LOG_LEVEL: 'warn', REDIS_URL: `redis://127.0.0.1:${port}` };
    ({ app, close } = await createTestApp({ env, logLines: lines }));
  });
  afterAll(() => close());

  it('limits fall back to in-process counters with one warning line, never a 500', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: '192.0.2.60' })).statusCode,
      );
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(lines.filter((l) => l.includes('Redis unreachable'))).toHaveLength(1);
  });
});
