import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, createLogger } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { LabPool } from '../features';
import { hashPassword } from '../lib/passwords';
import { ADMIN_COOKIE, createAdminSession } from '../sessions/admin-sessions';
import { createUserSession, SESSION_COOKIE } from '../sessions/user-sessions';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Boots the whole app on a fresh database (PGlite, or PostgreSQL for the postgres project).
 * `clientFiles` (path -> content) serves a made-up client build from a temporary folder.
 * `logLines` receives every line of the real logger (at `env.LOG_LEVEL`); without it nothing is logged.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    clock?: Clock;
    seed?: boolean;
    clientFiles?: Record<string, string>;
    logLines?: string[];
    labPool?: LabPool;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCHEDULER: 'off', ...opts.env });
  const clientDir = opts.clientFiles ? writeClientFiles(opts.clientFiles) : undefined;
  const client = clientDir ? { clientDir } : { serveClient: false };
  const logger = opts.logLines ? createLogger(config, lineSink(opts.logLines)) : false;
  const app = await buildApp({
    config,
    database,
    clock: opts.clock,
    logger,
    labPool: opts.labPool,
    ...client,
  });
  if (opts.seed) {
    const { seedDemo } = await import('../features');
    await seedDemo(app);
  }
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await drop();
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

function lineSink(lines: string[]): Writable {
  return new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

function writeClientFiles(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export interface TestUserOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  status?: string;
  isPaidSubscriber?: boolean;
  enableFutures?: boolean;
  enableEquities?: boolean;
  enableCryptos?: boolean;
}

let userCounter = 0;

/** Creates a user straight in the database (epic-stack fixture habit). Premium = approved + paid. */
export function createTestUser(app: FastifyInstance, o: TestUserOptions = {}) {
  return createUserRow(app.deps.db, o);
}

/** `createTestUser` on a database without an app (tests that start the server as its own process). */
export async function createUserRow(db: Db, o: TestUserOptions = {}) {
  userCounter += 1;
  const password = o.password ?? 'Correct-Horse-9';
  const [row] = await db
    .insert(users)
    .values({
      email: o.email ?? `user${userCounter}.${Date.now()}@example.com`,
      firstName: o.firstName ?? 'Test',
      lastName: o.lastName ?? `User${userCounter}`,
      passwordHash: await hashPassword(password),
      description: 'Individual Investor',
      referredBy: 'Google',
      marketsInterested: ['Equity Indices'],
      status: o.status ?? 'confirmed',
      isPaidSubscriber: o.isPaidSubscriber ?? false,
      enableFutures: o.enableFutures ?? false,
      enableEquities: o.enableEquities ?? false,
      enableCryptos: o.enableCryptos ?? false,
    })
    .returning();
  return { ...row, password };
}

/** A Cookie header for a signed-in user of the given kind. */
export async function signInAs(app: FastifyInstance, kind: 'free' | 'premium', o: TestUserOptions = {}) {
  const premium = kind === 'premium';
  const user = await createTestUser(app, {
    status: premium ? 'approved' : 'confirmed',
    isPaidSubscriber: premium,
    enableFutures: true,
    enableEquities: premium,
    enableCryptos: true,
    ...o,
  });
  const token = await createUserSession(app.deps.db, { userId: user.id, now: app.deps.clock.now() });
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A Cookie header carrying a valid admin session. */
export async function adminCookie(app: FastifyInstance): Promise<string> {
  const token = await createAdminSession(app.deps.db, { now: app.deps.clock.now() });
  return `${ADMIN_COOKIE}=${token}`;
}

/** `app.inject` with JSON in and out. */
export async function call(app: FastifyInstance, opts: InjectOptions & { cookie?: string }) {
  const headers = { ...(opts.headers ?? {}), ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  const res = await app.inject({ ...opts, headers });
  let json: unknown = undefined;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return {
    res,
    status: res.statusCode,
    json: json as Record<string, unknown> & Array<Record<string, unknown>>,
  };
}
