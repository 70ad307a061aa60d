import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import type { Database } from '../../db/client';
import { call, signInAs } from '../../test/harness';
import { startTcpRelay } from '../../test/tcp-relay';
import type { TcpRelay } from '../../test/tcp-relay';
import { createTestDatabase } from '../../test/test-database';

/**
 * Fault test (docs/features/hardening.md): the app talks to PostgreSQL through a local TCP relay, the relay is cut,
 * and the site must keep serving its shell and assets, answer API calls with 503 {code, message},
 * keep liveness (/api/health) at 200 with `degraded` and say 503 on readiness (/api/ready), keep
 * refusing blocked IPs, and come back by itself when the relay is restored.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('database outage (TCP relay cut)', () => {
  let relay: TcpRelay;
  let database: Database;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let cookie: string;
  const blockedIp = '198.51.100.77';

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    const target = new URL(test.url!);
    relay = await startTcpRelay(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ url: target.toString() });
    await test.database.query(
      `INSERT INTO abuse_patterns (ip_address, pattern_type, risk_score, occurrence_count, first_detected, last_detected, blocked)
       VALUES ($1, 'manual', 90, 1, now(), now(), true)`,
      [blockedIp],
    );
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCHEDULER: 'off' });
    app = await buildApp({ config, database, logger: false, clientDir });
    await app.ready();
    cookie = (await signInAs(app, 'free')).cookie;
    // Warm the blocked-IP snapshot while the database is up.
    expect((await call(app, { method: 'GET', url: '/api/health', remoteAddress: blockedIp })).status).toBe(
      403,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.close();
    await drop?.();
  });

  it('answers 503s while the database is cut, serves the shell, and recovers by itself', async () => {
    relay.cut();

    // Liveness: the process serves, so no restart; it reports the database as down.
    const health = await call(app, { method: 'GET', url: '/api/health' });
    expect(health.status).toBe(200);
    expect(health.json.status).toBe('degraded');
    expect((health.json.database as { ok: boolean }).ok).toBe(false);
    // Readiness: no traffic to this process while its database is unreachable.
    const ready = await call(app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(ready.json).toEqual({ ready: false, reasons: ['database'] });

    const signals = await call(app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(signals.status).toBe(503);
    expect(signals.json).toEqual({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('temporarily unavailable'),
    });
    expect(signals.res.headers['retry-after']).toBeDefined();

    const page = await call(app, { method: 'GET', url: '/signals' });
    expect(page.status).toBe(200);
    expect(page.res.body).toContain('<div id="root">');
    const asset = await call(app, { method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.status).toBe(200);

    // The blocked-IP snapshot outlives the outage.
    expect((await call(app, { method: 'GET', url: '/signals', remoteAddress: blockedIp })).status).toBe(403);

    relay.restore();
    await expect
      .poll(async () => (await call(app, { method: 'GET', url: '/api/ready' })).status, { timeout: 15_000 })
      .toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/health' })).json.status).toBe('ok');
    expect((await call(app, { method: 'GET', url: '/api/auth/user', cookie })).status).toBe(200);
  });
});
