/**
 * The API reads' floor, relative to the machine: each JSON read's p99 at most twice a bare Fastify's
 * p99 for the same bytes in the same run, at 200 connections, with and without compression. The
 * requests per second against the bare server are printed beside it, for information. Three processes: the production server (the compiled
 * `dist/server/main.js` that `npm start` runs, NODE_ENV=production, demo seed, its own data folder),
 * a bare Fastify answering each path with the bytes the server sent for it (asked with the same
 * request headers, the session cookie included), and autocannon. Loopback only, free ports, bounded duration.
 *
 * Each endpoint is asked twice: as a browser asks (`Accept-Encoding: gzip, deflate, br`, so answers
 * over 1 KB travel compressed) and as curl and most API clients ask (no Accept-Encoding), one table
 * each. BENCH_ACCEPT_ENCODING runs only that one ('' for plain requests).
 *
 * The shared machine's speed drifts within seconds, so one app run beside one bare run can land on
 * different machines in effect: each read is measured in BENCH_ROUNDS (default 5) rounds, an app run
 * then a bare run each, and a goal is judged on the median of the rounds' ratios. The table shows
 * every round's ratio: a round where one of the two runs met a stall of the machine stands out there
 * (3-5x beside rounds of 1-2x), and it takes three such rounds of five, not two of three, to decide.
 *
 * BENCH_BARE_HEADERS=1 adds a diagnostic: a second bare server that also sends every header the app
 * sent (security headers, ETag, Vary, Cache-Control...), to tell the cost of the headers from the rest.
 *
 * BENCH_DURATION (s per run, default 3), BENCH_CONNECTIONS (200), BENCH_ONLY (substring of a path),
 * BENCH_DATABASE_URL (a PostgreSQL server: a fresh database is created and dropped) and
 * BENCH_WEB_CONCURRENCY (server processes, PostgreSQL only) change the run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { prepareDatabase } from './load/prepare-db';
import {
  driveMeasured,
  drive,
  freePort,
  startAppServer,
  startBareServer,
  stop,
  waitUntilUp,
} from './load/processes';
import type { LoadResult } from './load/processes';
import type { BenchResult } from './run';
import { median } from './stats';

interface Endpoint {
  path: string;
  signedIn: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { path: '/api/signals?market=futures&limit=10', signedIn: false },
  { path: '/api/futures', signedIn: false },
  { path: '/api/testimonials', signedIn: false },
  { path: '/api/weekly-videos', signedIn: false },
  { path: '/api/performance', signedIn: false },
  { path: '/api/equities-content/public', signedIn: false },
  { path: '/api/auth/user', signedIn: true },
  { path: '/api/signals?market=futures', signedIn: true },
  { path: '/api/futures', signedIn: true },
  { path: '/api/crypto-content', signedIn: true },
  { path: '/api/traders-dashboard', signedIn: true },
];

const num = (v: string | undefined, d: number) => (v ? Number(v) : d);
const DURATION = num(process.env.BENCH_DURATION, 3);
const ROUNDS = num(process.env.BENCH_ROUNDS, 5);
const CONNECTIONS = num(process.env.BENCH_CONNECTIONS, 200);
// What Chrome sends, then what curl sends; BENCH_ACCEPT_ENCODING picks one.
const ENCODINGS =
  process.env.BENCH_ACCEPT_ENCODING === undefined
    ? ['gzip, deflate, br', '']
    : [process.env.BENCH_ACCEPT_ENCODING];
/** The app's p99 over the bare server's p99, measured in the same run. */
const MAX_P99_RATIO = 2;

type Measured = LoadResult & { cpu: number };

interface Row {
  e: Endpoint;
  encoding: string;
  /** Medians over the rounds (each field on its own). */
  app: Measured;
  bare: Measured;
  /** Each round's app req/s over bare req/s, and app p99 over bare p99. */
  ratios: number[];
  p99Ratios: number[];
  bytes: number;
  /** BENCH_BARE_HEADERS: the bare server sending the app's headers too (medians). */
  bareWithHeaders?: Measured;
}

const WITH_HEADERS = process.env.BENCH_BARE_HEADERS === '1';

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export default async function apiLoad(): Promise<BenchResult[]> {
  const only = process.env.BENCH_ONLY;
  const endpoints = ENDPOINTS.filter((e) => !only || e.path.includes(only));
  const dir = mkdtempSync(join(tmpdir(), 'trendlab-bench-'));
  const pgDb = process.env.BENCH_DATABASE_URL
    ? await freshPostgres(process.env.BENCH_DATABASE_URL)
    : undefined;
  const workers = process.env.BENCH_WEB_CONCURRENCY ?? '1';
  let app, bare, bareHeaders;
  const rows: Row[] = [];
  const startLoad = loadAverage();
  try {
    const cookie = await prepareDatabase({ url: pgDb?.url, dataDir: dir });
    const appPort = await freePort();
    app = await startAppServer({
      PORT: String(appPort),
      DATA_DIR: dir,
      SCHEDULER: 'off',
      ...(pgDb
        ? {
            DATABASE_URL: pgDb.url,
            WEB_CONCURRENCY: workers,
            SIGNING_SECRET: 'bench-signing-secret-0123456789abcdef',
          }
        : {}),
    });
    const appUrl = `http://127.0.0.1:${appPort}`;
    await waitUntilUp(`${appUrl}/api/testimonials`, app);

    // The bare server answers each path with exactly the bytes the app sent for it (as sent: compressed
    // when the app compressed it for this Accept-Encoding).
    const cases = ENCODINGS.flatMap((encoding) => endpoints.map((e) => ({ e, encoding })));
    const spec = [];
    for (const { e, encoding } of cases) {
      const res = await rawGet(appUrl + e.path, headersOf(e, encoding, cookie));
      spec.push({
        path: bareRoute(e, encoding),
        contentType: res.headers['content-type'] ?? 'application/json',
        contentEncoding: res.headers['content-encoding'],
        headers: answerHeaders(res.headers),
        body: res.body.toString('base64'),
      });
    }
    const specFile = join(dir, 'bare-routes.json');
    writeFileSync(specFile, JSON.stringify(spec));
    const barePort = await freePort();
    bare = await startBareServer(specFile, barePort);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    // BENCH_BARE_HEADERS: the diagnostic bare server that also sends the app's headers.
    const headersPort = WITH_HEADERS ? await freePort() : 0;
    if (WITH_HEADERS) bareHeaders = await startBareServer(specFile, headersPort, { withHeaders: true });

    for (const [i, { e, encoding }] of cases.entries()) {
      const headers = headersOf(e, encoding, cookie);
      const bytes = Buffer.from(spec[i].body, 'base64').length;
      const bareAt = bareUrl + bareRoute(e, encoding);
      await drive(appUrl + e.path, headers, CONNECTIONS, 2); // warm-up: JIT, caches
      // The same request bytes, the session cookie included: the bare server parses what the app parses.
      await drive(bareAt, headers, CONNECTIONS, 1);
      const headersAt = `http://127.0.0.1:${headersPort}${bareRoute(e, encoding)}`;
      const rounds: { a: Measured; b: Measured; h?: Measured }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const a = await measured(app, appUrl + e.path, headers);
        if (a.non2xx || a.errors)
          throw new Error(`${e.path}: ${a.non2xx} non-2xx answers, ${a.errors} errors`);
        const b = await measured(bare, bareAt, headers);
        rounds.push({ a, b, h: bareHeaders ? await measured(bareHeaders, headersAt, headers) : undefined });
      }
      rows.push({
        e,
        encoding,
        app: medianOf(rounds.map((r) => r.a)),
        bare: medianOf(rounds.map((r) => r.b)),
        ratios: rounds.map(({ a, b }) => a.rps / b.rps),
        p99Ratios: rounds.map(({ a, b }) => p99Ratio(a, b)),
        bytes,
        bareWithHeaders: bareHeaders ? medianOf(rounds.map((r) => r.h as Measured)) : undefined,
      });
    }
  } finally {
    await stop(app);
    await stop(bare);
    await stop(bareHeaders);
    await pgDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  const setup = pgDb ? `PostgreSQL, WEB_CONCURRENCY=${workers}` : 'PGlite, 1 process';
  const load = `${startLoad} at the start, ${loadAverage()} at the end`;
  for (const encoding of ENCODINGS)
    printTable(
      rows.filter((r) => r.encoding === encoding),
      setup,
      encoding,
      load,
    );
  if (WITH_HEADERS) printHeadersTable(rows);
  return rows.flatMap(({ e, encoding, app: a, bare: b, ratios, p99Ratios }) => {
    const label = `${e.path}${e.signedIn ? ' (signed in)' : ''}, ${encoding ? 'compressed' : 'plain'}`;
    return [
      {
        name: `${label} ratio to bare Fastify, median of ${ratios.length} rounds`,
        value: median(ratios),
        unit: 'x',
      },
      {
        name: `${label} p99 over bare p99, median of ${p99Ratios.length} rounds (${a.p99} / ${b.p99} ms)`,
        value: median(p99Ratios),
        unit: 'x',
        target: { max: MAX_P99_RATIO },
      },
    ];
  });
}

/** One run against `server`, with the CPU it spent per answer. */
const measured = (server: ChildProcess, url: string, headers: Record<string, string>): Promise<Measured> =>
  driveMeasured(server.pid, url, headers, CONNECTIONS, DURATION);

// autocannon reports whole milliseconds: a bare p99 of 0 counts as 1 ms.
const p99Ratio = (a: LoadResult, b: LoadResult) => a.p99 / Math.max(1, b.p99);

/** Each figure's median over the rounds, on its own. */
function medianOf(runs: Measured[]): Measured {
  const of = (pick: (m: Measured) => number) => median(runs.map(pick));
  return {
    rps: of((m) => m.rps),
    total: of((m) => m.total),
    p50: of((m) => m.p50),
    p99: of((m) => m.p99),
    non2xx: of((m) => m.non2xx),
    errors: of((m) => m.errors),
    cpu: of((m) => m.cpu),
  };
}

/** The headers the app sent for an answer, but those Node writes for every answer itself. */
function answerHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries(
    Object.entries(headers).flatMap(([k, v]) => (own.has(k) || v === undefined ? [] : [[k, String(v)]])),
  );
}

/** BENCH_BARE_HEADERS: how much of the gap the app's headers explain (medians over the rounds). */
function printHeadersTable(rows: Row[]) {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log('\n| endpoint | encoding | app req/s, CPU | bare req/s, CPU | bare + app headers req/s, CPU |');
  console.log('|---|---|---|---|---|');
  for (const { e, encoding, app: a, bare: b, bareWithHeaders: h } of rows) {
    if (!h) continue;
    const cell = (m: Measured) => `${fmt(m.rps)}, ${fmt(m.cpu)} us`;
    const label = `\`${e.path}\`${e.signedIn ? ' (signed in)' : ''}`;
    console.log(`| ${label} | ${encoding ? 'compressed' : 'plain'} | ${cell(a)} | ${cell(b)} | ${cell(h)} |`);
  }
}

/** A client's request: its Accept-Encoding ('' for none) and, signed in, the cookie. */
function headersOf(e: Endpoint, encoding: string, cookie?: string): Record<string, string> {
  return {
    ...(encoding ? { 'accept-encoding': encoding } : {}),
    ...(e.signedIn && cookie ? { cookie } : {}),
  };
}

/** One GET with the body as sent (fetch would decompress it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((ok, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        res.statusCode === 200
          ? ok({ headers: res.headers, body: Buffer.concat(chunks) })
          : fail(new Error(`${url}: ${res.statusCode}`)),
      );
    }).on('error', fail);
  });
}

// The bare server keys routes by path; the signed-in and plain twins of a path get their own routes.
function bareRoute(e: Endpoint, encoding: string): string {
  const [path] = e.path.split('?');
  return `${path}${e.signedIn ? '/signed-in' : ''}${encoding ? '' : '/plain'}`;
}

const loadAverage = () => loadavg()[0].toFixed(1);

/**
 * One table per encoding. Besides the goals' figures, the CPU the server spent per answer (app and
 * bare, in microseconds, and bare / app): on a busy machine the rates follow the scheduler, the CPU
 * per answer much less.
 */
function printTable(rows: Row[], setup: string, encoding: string, load: string) {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const asked = encoding ? `Accept-Encoding: ${encoding}` : 'no Accept-Encoding';
  console.log(
    `\n${setup}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per server, ${asked}, load average ${load}\n`,
  );
  console.log(
    '| endpoint | bytes sent | app req/s | bare req/s | ratio (rounds) | app p50 | app p99 | bare p99 | p99 ratio (rounds) | CPU per answer, app / bare (bare/app) | floor |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { e, app: a, bare: b, bytes, ratios, p99Ratios } of rows) {
    const ratio = median(ratios);
    const p99 = median(p99Ratios);
    const met = p99 <= MAX_P99_RATIO ? 'p99 ok' : 'p99 MISSED';
    const each = ratios.map((r) => r.toFixed(2)).join(', ');
    const eachP99 = p99Ratios.map((r) => r.toFixed(2)).join(', ');
    const label = `\`${e.path}\`${e.signedIn ? ' (signed in)' : ''}`;
    console.log(
      `| ${label} | ${fmt(bytes)} | ${fmt(a.rps)} | ${fmt(b.rps)} | ${ratio.toFixed(2)} (${each}) | ${a.p50} ms | ${a.p99} ms | ${b.p99} ms | ${p99.toFixed(2)} (${eachP99}) | ${fmt(a.cpu)} / ${fmt(b.cpu)} us (${(b.cpu / a.cpu).toFixed(2)}) | ${met} |`,
    );
  }
}
