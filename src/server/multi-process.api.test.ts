import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import { claimJobSlot, minuteSlot } from './db/job-slots';
import { abuseEvents, mailOutbox } from './db/schema';
import { systemClock } from './lib/clock';
import { createMailer } from './mail/mailer';
import { outboxKey } from './mail/sealed-body';
import { call, createTestUser } from './test/harness';
import { startSmtpCatcher } from './test/smtp-catcher';
import type { SmtpCatcher } from './test/smtp-catcher';
import { createTestDatabase } from './test/test-database';

const SECRET = 's'.repeat(40);
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((done) => s.close(done));
  return port;
}

/**
 * docs/features/hardening.md: two app instances (own pools, own memory, as two processes) on one PostgreSQL
 * database and one Redis: sessions and sign-outs, limits, scheduled jobs and mail retries.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two app processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let redis: ChildProcess | undefined;
  let smtp: SmtpCatcher;
  const smtpDown = 'smtp://127.0.0.1:9';

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    smtp = await startSmtpCatcher();
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SCHEDULER: 'off',
      SIGNING_SECRET: SECRET,
    };
    if (hasRedis) {
      const port = await freePort();
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      env.REDIS_URL = `redis://127.0.0.1:${port}`;
      await new Promise((done) => setTimeout(done, 300));
    }
    for (const smtpUrl of [smtp.url, smtp.url]) {
      const database = await openDatabase({ url: test.url });
      databases.push(database);
      const app = await buildApp({
        config: loadConfig({ ...env, SMTP_URL: smtpUrl }),
        database,
        logger: false,
        serveClient: false,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const d of databases) await d.close();
    redis?.kill();
    await smtp?.close();
    await drop?.();
  });

  it('a session made on one works on the other, and a sign-out on one is honoured by the other at once', async () => {
    const [a, b] = apps;
    const user = await createTestUser(a);
    // A known device, so the sign-in needs no code: sign in through the API of A.
    const { createUserSession, SESSION_COOKIE } = await import('./sessions/user-sessions');
    const token = await createUserSession(a.deps.db, { userId: user.id, now: new Date() });
    const cookie = `${SESSION_COOKIE}=${token}`;
    for (let i = 0; i < 3; i++) {
      expect((await call(a, { method: 'GET', url: '/api/auth/user', cookie })).json).toMatchObject({
        id: user.id,
      });
      expect((await call(b, { method: 'GET', url: '/api/auth/user', cookie })).json).toMatchObject({
        id: user.id,
      });
    }
    expect((await call(a, { method: 'POST', url: '/api/logout', cookie, payload: {} })).status).toBe(200);
    expect((await call(b, { method: 'GET', url: '/api/auth/user', cookie })).json).toBeNull();
  });

  it.runIf(hasRedis)('limits are shared through Redis', async () => {
    const [a, b] = apps;
    const ip = '192.0.2.120';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await (i % 2 ? a : b).inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip })).statusCode,
      );
    expect(statuses).toEqual(Array(30).fill(200));
    expect((await a.inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip })).statusCode).toBe(429);
    expect((await b.inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip })).statusCode).toBe(429);
  });

  it('a scheduled job runs once per tick, whichever process fires first and however late the other is', async () => {
    const slot = minuteSlot(new Date());
    const together = await Promise.all(databases.map((d) => claimJobSlot(d, 'market:crypto', slot)));
    expect(together.filter(Boolean)).toHaveLength(1);
    expect(await claimJobSlot(databases[1], 'market:crypto', slot)).toBe(false); // after the winner finished
    expect(await claimJobSlot(databases[1], 'market:crypto', new Date(slot.getTime() + 60_000))).toBe(true);
  });

  it('a mail that failed is retried once, with both processes retrying at the same moment', async () => {
    const [a, b] = apps;
    // The first try fails (SMTP down at that moment); both processes then retry at once.
    const down = createMailer({
      db: a.deps.db,
      smtpUrl: smtpDown,
      from: 'site@example.com',
      log: pino({ level: 'silent' }),
      clock: systemClock,
      sealKey: outboxKey(SECRET),
    });
    const r = await down.send({
      kind: 'test',
      to: 'twice@example.com',
      subject: 'Exactly once',
      text: 'hello',
    });
    down.close();
    expect(r.sent).toBe(false);
    await a.deps.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, r.outboxId));
    const counts = await Promise.all([
      b.deps.mailer.retryQueued(),
      b.deps.mailer.retryQueued(),
      a.deps.mailer.retryQueued(),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    await smtp.waitFor((m) => m.subject === 'Exactly once');
    await new Promise((done) => setTimeout(done, 300));
    expect(smtp.messages.filter((m) => m.subject === 'Exactly once')).toHaveLength(1);
  });

  it('abuse hits from one IP arriving at both processes at once count into one event', async () => {
    const [a, b] = apps;
    const ip = '192.0.2.150';
    const { recordAbuseEvent } = await import('./abuse/record-abuse-event');
    vi.resetModules(); // the second process has its own copy of the module's memory
    const other = (await import('./abuse/record-abuse-event')).recordAbuseEvent;
    const hit = {
      eventType: 'signin_failure_burst',
      severity: 'medium' as const,
      ipAddress: ip,
      endpoint: '/api/login',
      timeWindow: '15 min',
      windowMs: 900_000,
      description: 'Many failed sign-ins',
    };
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? other(b.deps, hit) : recordAbuseEvent(a.deps, hit))),
    );
    expect(new Set(ids.map((r) => r.eventId)).size).toBe(1);
    const rows = await a.deps.db.select().from(abuseEvents).where(eq(abuseEvents.ipAddress, ip));
    expect(rows.map((r) => r.requestCount)).toEqual([20]);
  });

  it('the per-address mail cap holds across processes: requests to both at once send 3, hold the rest', async () => {
    const [a, b] = apps;
    const email = 'both.processes@example.com';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? a : b, {
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email, source: 'website' },
          remoteAddress: `192.0.2.${160 + i}`,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await a.deps.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(5);
    expect(rows).toHaveLength(8);
  });
});
