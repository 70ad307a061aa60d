/**
 * The business at size, on PostgreSQL. Seeds 100,000 members (bench/scale/seed.ts: free,
 * trial and paying, 60% with alerts on), 100,000 newsletter readers, 20,000 contact messages,
 * 1,000,000 game results and 100,000 abuse events into a database of its own, then measures the back
 * office (every admin list, sort, search, first page and page 1,000; summary cards; leaderboard), the
 * sign-in and registration lookups, and the alert fan-out of a refresh that changed 5 futures
 * signals (bench/scale/fanout.ts), on one process and on two.
 *
 * `npm run bench -- scale [--members N] [--skip-fanout] [--skip-backoffice] [--keep]`. BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test: a fresh database `trendlab_scale_<pid>_<n>` is created on
 * that server and dropped at the end), BENCH_RUNS (requests per back-office probe, default 60).
 */
import { randomBytes } from 'node:crypto';
import { loadavg as osLoadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { hashPassword } from '../src/server/lib/passwords';
import { ADMIN_COOKIE, createAdminSession } from '../src/server/sessions/admin-sessions';
import type { BenchResult } from './run';
import { measureBackOffice, measureLookups, measureWrites } from './scale/backoffice';
import { FULL_SIZES, MEMBER_PASSWORD, seedAtScale, sizesFor } from './scale/seed';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export default async function scaleBench(): Promise<BenchResult[]> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const members = Number(arg('members') ?? process.env.BENCH_MEMBERS ?? FULL_SIZES.members);
  const runs = Number(process.env.BENCH_RUNS ?? 60);
  const sizes = sizesFor(members);
  const name = `trendlab_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  const log = (line: string) => console.log(line);
  const out: BenchResult[] = [];
  log(`  sizes: ${JSON.stringify(sizes)}; database ${name}; load average ${loadavg()}`);
  await onServer(server, `CREATE DATABASE ${name}`);
  const url = withDatabase(server, name);
  const seedClient = new pg.Client({ connectionString: url });
  try {
    const database = await openDatabase({ url });
    await migrate(database);
    await database.close();
    await seedClient.connect();
    const s = performance.now();
    const took = await seedAtScale(seedClient, sizes, await hashPassword(MEMBER_PASSWORD), log);
    out.push({
      name: `seed ${members.toLocaleString('en-US')} members and the rest`,
      value: (performance.now() - s) / 1000,
      unit: 's',
      target: { max: 600 },
    });
    void took;

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCHEDULER: 'off', DATABASE_URL: url });
    const db = await openDatabase({ url });
    const app = await buildApp({ config, database: db, logger: false, serveClient: false });
    await app.ready();
    try {
      const cookie = `${ADMIN_COOKIE}=${await createAdminSession(app.deps.db, { now: new Date() })}`;
      if (!flag('skip-backoffice')) {
        log(`  back office, ${runs} sequential requests per probe; load average ${loadavg()}`);
        out.push(...(await measureBackOffice(app, cookie, runs, log)));
        out.push(...(await measureLookups(seedClient, members, runs * 5)));
        out.push(...(await measureWrites(seedClient, runs * 2)));
      }
    } finally {
      await app.close();
      await db.close();
    }
    if (!flag('skip-fanout')) {
      log(`  fan-out; load average ${loadavg()}`);
      const { measureFanOut } = await import('./scale/fanout');
      out.push(...(await measureFanOut({ url, members, log })));
    }
  } finally {
    await seedClient.end().catch(() => undefined);
    if (!flag('keep')) await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    else log(`  kept database ${name}`);
  }
  return out;
}

function loadavg(): string {
  return osLoadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
}
