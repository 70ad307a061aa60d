import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../test/harness';
import type { TestApp } from '../test/harness';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((done) => s.close(done));
  return port;
}

/** An operator reading Redis (redis-cli --scan) sees which limiter counts what, for whom. */
describe.runIf(hasRedis)('rate-limit counters in Redis', () => {
  let server: ChildProcess;
  let redis: Redis;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    // A Redis of this file's own: the keys below are then exactly the ones these requests made.
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    redis = new Redis({ port, host: '127.0.0.1', retryStrategy: (n) => (n < 50 ? 100 : null) });
    await redis.ping();
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, ADMIN_PASSWORD: 'office-password-1' },
    });
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    server?.kill();
  });

  it('are named by limiter, route and key', async () => {
    // The app's own Redis connection opens in the background; until then it counts in memory.
    const warmUp = 'rl:captcha_flood:GET /api/captcha:198.51.100.1';
    for (let i = 0; i < 50 && !(await redis.exists(warmUp)); i++) {
      await call(t.app, { method: 'GET', url: '/api/captcha', remoteAddress: '198.51.100.1' });
      await new Promise((r) => setTimeout(r, 100));
    }
    const ip = '198.51.100.7';
    expect((await call(t.app, { method: 'GET', url: '/api/captcha', remoteAddress: ip })).status).toBe(200);
    const wrong = {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'nope' },
      remoteAddress: ip,
    } as const;
    expect((await call(t.app, wrong)).status).toBe(401);
    const keys = (await redis.keys('rl:*')).sort();
    expect(keys).toEqual([
      'rl:admin_signin_burst:198.51.100.7',
      'rl:admin_signin_spray:all',
      warmUp,
      'rl:captcha_flood:GET /api/captcha:198.51.100.7',
    ]);
    expect(await redis.get('rl:admin_signin_burst:198.51.100.7')).toBe('1');
  });
});
