/**
 * Alert fan-out at size: the alerts of a futures refresh that changed 5 signals
 * (fanOutAlerts with the 5 changes given; computing them from bars is not what grows), to every
 * member entitled to them, until a local SMTP sink in its own process has accepted every mail. Run
 * twice: the server process alone, then with a second server process (bench/scale/mail-helper.ts) that
 * hears the queue on the invalidation channel and helps. Each run: the time, mails accepted against the
 * members expected, duplicates (must be 0), each process's share, and the p50/p99 of a signed-in read
 * (`/api/signals?market=futures`, app.inject in the process doing the fan-out) before and during it.
 */
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { marketView } from '../../src/core/access';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { fanOutAlerts } from '../../src/server/features/alerts/fanout';
import { listAlertRecipients } from '../../src/server/features/alerts/repo';
import { createUserSession, SESSION_COOKIE } from '../../src/server/sessions/user-sessions';
import type { BenchResult } from '../run';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GOAL_S = 600;

type SinkReport = { accepted: number; distinct: number; duplicates: number; lastAt: number };

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((ok) => {
    child.once('message', (m) => ok(m as T));
    child.send(message);
  });
}

async function startSink(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(new URL('./smtp-sink.mjs', import.meta.url)), [], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const { port } = await new Promise<{ port: number }>((ok) =>
    child.once('message', (m) => ok(m as { port: number })),
  );
  return { child, url: `smtp://127.0.0.1:${port}` };
}

async function startHelper(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/scale/mail-helper.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((ok, fail) => {
    child.once('message', () => ok());
    child.once('exit', (code) => fail(new Error(`mail helper exited with ${code}`)));
  });
  return child;
}

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN;
};

/** Sequential signed-in reads until `until()` is true (or `n` of them when given). */
async function reads(
  app: FastifyInstance,
  cookie: string,
  until: () => boolean,
  n?: number,
): Promise<number[]> {
  const times: number[] = [];
  while (n !== undefined ? times.length < n : !until()) {
    const s = performance.now();
    const r = await app.inject({ url: '/api/signals?market=futures', headers: { cookie } });
    times.push(performance.now() - s);
    if (r.statusCode !== 200) throw new Error(`signals read: ${r.statusCode}`);
    // A reader, not a load generator: one request every 20 ms.
    await new Promise((ok) => setTimeout(ok, 20));
  }
  return times;
}

export async function measureFanOut(opts: {
  url: string;
  members: number;
  log: (l: string) => void;
}): Promise<BenchResult[]> {
  const { url, log } = opts;
  const out: BenchResult[] = [];
  const sink = await startSink();
  // One signing secret for both processes, as production requires: the outbox bodies are sealed with it.
  const env = { DATABASE_URL: url, SMTP_URL: sink.url, SIGNING_SECRET: randomBytes(32).toString('hex') };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCHEDULER: 'off', ...env });
  const database = await openDatabase({ url });
  const app = await buildApp({ config, database, logger: false, serveClient: false });
  await app.ready();
  const pgc = new pg.Client({ connectionString: url });
  await pgc.connect();
  let helper: ChildProcess | undefined;
  try {
    const { rows } = await pgc.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN alert_settings a ON a.user_id = u.id WHERE u.is_paid_subscriber AND u.status = 'approved' ORDER BY u.id LIMIT 1`,
    );
    const cookie = `${SESSION_COOKIE}=${await createUserSession(app.deps.db, { userId: rows[0].id, now: new Date() })}`;
    const recipients = await listAlertRecipients(app.deps.db, 'futures');
    const expected = recipients.filter(
      (r) => marketView({ user: r }, 'futures').access === 'live' && r.digest !== 'off',
    ).length;
    log(
      `  fan-out: ${recipients.length} futures alert settings on, ${expected} entitled (instant and daily)`,
    );

    for (const processes of [1, 2]) {
      sink.child.send('reset');
      if (processes === 2) helper = await startHelper(env);
      // A distinct session per run, so the second run's claims are new.
      const session = processes === 1 ? '2031-03-03' : '2031-03-04';
      const changes = ['ES', 'NQ', 'CL', 'GC', 'ZN'].map((symbol, i) => ({
        symbol,
        name: `${symbol} future`,
        action: i % 2 ? 'Long initiation' : 'Liquidation',
        price: 4000 + i * 100.25,
        stop: i % 2 ? 3900 + i * 100 : null,
        date: session,
      }));
      const before = await reads(app, cookie, () => false, 100);
      let done = false;
      let mainSent = 0;
      const deliver = app.deps.mailer.deliverQueued.bind(app.deps.mailer);
      const seen = new WeakSet<Promise<number>>();
      app.deps.mailer.deliverQueued = () => {
        const p = deliver();
        if (!seen.has(p)) {
          seen.add(p);
          void p.then((n) => (mainSent += n));
        }
        return p;
      };
      const started = Date.now();
      const during = reads(app, cookie, () => done);
      const fan = fanOutAlerts(
        app.deps,
        null,
        {
          market: 'futures',
          demo: true,
          changes,
          daily: { session, changes, counts: { long: 20, short: 10, flat: 12 }, checkpoint: null },
        },
        await listAlertRecipients(app.deps.db, 'futures'),
      );
      let report: SinkReport = { accepted: 0, distinct: 0, duplicates: 0, lastAt: 0 };
      const queued = (await fan).mails;
      // The sink may still be taking the last mails when the fan-out returns.
      for (let i = 0; i < 100; i++) {
        report = await ask<SinkReport>(sink.child, 'report');
        if (report.accepted >= queued) break;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      const seconds = ((report.lastAt || Date.now()) - started) / 1000;
      done = true;
      const duringTimes = await during;
      // The second process's share: what the sink took that this process did not send.
      const helperSent = helper ? report.accepted - mainSent : 0;
      const label = processes === 1 ? 'one process' : 'two processes';
      log(
        `  fan-out, ${label}: ${report.accepted} mails accepted by the sink (${report.distinct} addresses, ${report.duplicates} duplicates) of ${queued} queued for ${expected} entitled members in ${seconds.toFixed(1)} s; sent by the fan-out process ${mainSent}, by the second ${helperSent}`,
      );
      out.push({
        name: `fan-out, ${label}: seconds until ${expected} members' mails are accepted`,
        value: seconds,
        unit: 's',
        target: { max: GOAL_S },
      });
      out.push({
        name: `fan-out, ${label}: mails accepted per entitled member`,
        value: report.accepted / expected,
        unit: '',
        target: { min: 1 },
      });
      out.push({
        name: `fan-out, ${label}: duplicate mails`,
        value: report.duplicates,
        unit: '',
        target: { max: 0 },
      });
      // The rate the goal implies: every entitled member's mail within GOAL_S.
      out.push({
        name: `fan-out, ${label}: mails/s`,
        value: report.accepted / seconds,
        unit: '/s',
        target: { min: expected / GOAL_S },
      });
      // Each figure beside its goal: the p50s and the baseline ride in the name of the p99's line.
      out.push({
        name: `fan-out, ${label}: signed-in signals read (p50 before ${pct(before, 0.5).toFixed(2)} ms, during ${pct(duringTimes, 0.5).toFixed(2)} ms; p99 before ${pct(before, 0.99).toFixed(2)} ms) p99 during (${duringTimes.length} reads)`,
        value: pct(duringTimes, 0.99),
        unit: 'ms',
        target: { max: Math.max(25, 2 * pct(before, 0.99)) },
      });
      app.deps.mailer.deliverQueued = deliver;
    }
  } finally {
    if (helper && helper.exitCode === null) {
      const gone = new Promise((ok) => helper!.once('exit', ok));
      helper.kill('SIGTERM');
      await gone;
    }
    sink.child.kill('SIGTERM');
    await pgc.end();
    await app.close();
    await database.close();
  }
  return out;
}
