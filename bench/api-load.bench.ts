/**
 * DESIGN §7 / issue 14: every JSON read at >= 50% of a bare Fastify's requests/s for the same bytes,
 * and p99 <= 25 ms at 200 connections. Three processes: the production server (`src/server/main.ts`,
 * NODE_ENV=production, demo seed, its own data folder), a bare Fastify answering each path with the
 * bytes the server sent for it, and autocannon. Loopback only, free ports, bounded duration.
 *
 * Requests are a browser's: `Accept-Encoding: gzip, deflate, br` (BENCH_ACCEPT_ENCODING; '' sends
 * none), so answers over 1 KB travel compressed as browsers get them.
 *
 * BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (200), BENCH_ONLY (substring of a path),
 * BENCH_DATABASE_URL (a PostgreSQL server: a fresh database is created and dropped) and
 * BENCH_WEB_CONCURRENCY (server processes, PostgreSQL only) change the run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { prepareDatabase } from './load/prepare-db';
import { drive, freePort, startAppServer, startBareServer, stop, waitUntilUp } from './load/processes';
import type { LoadResult } from './load/processes';
import type { BenchResult } from './run';

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
const DURATION = num(process.env.BENCH_DURATION, 5);
const CONNECTIONS = num(process.env.BENCH_CONNECTIONS, 200);
// What Chrome sends: clients that accept compression get the prepared compressed answer.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const MIN_RATIO = 0.5;
const MAX_P99 = 25;

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
  let app, bare;
  const rows: Array<{ e: Endpoint; app: LoadResult; bare: LoadResult; bytes: number }> = [];
  try {
    const cookie = await prepareDatabase({ url: pgDb?.url, dataDir: dir });
    const appPort = await freePort();
    app = startAppServer({
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
    const spec = [];
    for (const e of endpoints) {
      const res = await rawGet(appUrl + e.path, headersOf(e, cookie));
      spec.push({
        path: bareRoute(e),
        contentType: res.headers['content-type'] ?? 'application/json',
        contentEncoding: res.headers['content-encoding'],
        body: res.body.toString('base64'),
      });
    }
    const specFile = join(dir, 'bare-routes.json');
    writeFileSync(specFile, JSON.stringify(spec));
    const barePort = await freePort();
    bare = await startBareServer(specFile, barePort);
    const bareUrl = `http://127.0.0.1:${barePort}`;

    for (const [i, e] of endpoints.entries()) {
      const headers = headersOf(e, cookie);
      const bytes = Buffer.from(spec[i].body, 'base64').length;
      await drive(appUrl + e.path, headers, CONNECTIONS, 2); // warm-up: JIT, caches
      const a = await drive(appUrl + e.path, headers, CONNECTIONS, DURATION);
      await drive(bareUrl + bareRoute(e), headersOf(e), CONNECTIONS, 1);
      const b = await drive(bareUrl + bareRoute(e), headersOf(e), CONNECTIONS, DURATION);
      if (a.non2xx || a.errors) throw new Error(`${e.path}: ${a.non2xx} non-2xx answers, ${a.errors} errors`);
      rows.push({ e, app: a, bare: b, bytes });
    }
  } finally {
    await stop(app);
    await stop(bare);
    await pgDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(rows, pgDb ? `PostgreSQL, WEB_CONCURRENCY=${workers}` : 'PGlite, 1 process');
  return rows.flatMap(({ e, app: a, bare: b }) => {
    const label = `${e.path}${e.signedIn ? ' (signed in)' : ''}`;
    return [
      { name: `${label} ratio to bare Fastify`, value: a.rps / b.rps, unit: 'x', target: { min: MIN_RATIO } },
      { name: `${label} p99 @${CONNECTIONS} conns`, value: a.p99, unit: 'ms', target: { max: MAX_P99 } },
    ];
  });
}

/** A browser's request: its Accept-Encoding (BENCH_ACCEPT_ENCODING, '' for none) and, signed in, the cookie. */
function headersOf(e: Endpoint, cookie?: string): Record<string, string> {
  return {
    ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
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

// The bare server keys routes by path; the signed-in twin of a public path gets its own route.
function bareRoute(e: Endpoint): string {
  const [path] = e.path.split('?');
  return `${path}${e.signedIn ? '/signed-in' : ''}`;
}

function printTable(
  rows: Array<{ e: Endpoint; app: LoadResult; bare: LoadResult; bytes: number }>,
  setup: string,
) {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const encoding = ACCEPT_ENCODING ? `Accept-Encoding: ${ACCEPT_ENCODING}` : 'no Accept-Encoding';
  console.log(`\n${setup}, ${CONNECTIONS} connections, ${DURATION} s per run, ${encoding}\n`);
  console.log(
    '| endpoint | bytes sent | app req/s | bare req/s | ratio | app p50 | app p99 | bare p99 | goals |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { e, app: a, bare: b, bytes } of rows) {
    const ratio = a.rps / b.rps;
    const met = [
      ratio >= MIN_RATIO ? 'ratio ok' : 'ratio MISSED',
      a.p99 <= MAX_P99 ? 'p99 ok' : 'p99 MISSED',
    ].join(', ');
    const label = `\`${e.path}\`${e.signedIn ? ' (signed in)' : ''}`;
    console.log(
      `| ${label} | ${fmt(bytes)} | ${fmt(a.rps)} | ${fmt(b.rps)} | ${ratio.toFixed(2)} | ${a.p50} ms | ${a.p99} ms | ${b.p99} ms | ${met} |`,
    );
  }
}
