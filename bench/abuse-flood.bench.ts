/**
 * Decision 0061: a scanner's flood of 404s from one address costs the server no more than
 * its cached reads. The production server in its own process, autocannon in another (200 connections,
 * all from 127.0.0.1, so one IP past the scanning threshold after its first 20 answers), rounds of
 * a missing path then the same server's `/api/testimonials` as the baseline measured in the same run.
 * Goal: the flood's answers/s at least 0.6 of the baseline's (median of the rounds). Before decision
 * 0061 every 404 past the threshold was a database transaction: about 0.01.
 *
 * BENCH_DURATION (s per run, default 3), BENCH_ROUNDS (default 3) change the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { drive, driveMeasured, freePort, startAppServer, stop, waitUntilUp } from './load/processes';
import type { BenchResult } from './run';
import { median } from './stats';

const num = (v: string | undefined, d: number) => (v ? Number(v) : d);
const DURATION = num(process.env.BENCH_DURATION, 3);
const ROUNDS = num(process.env.BENCH_ROUNDS, 3);
const CONNECTIONS = 200;

export default async function abuseFlood(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'trendlab-flood-'));
  const port = await freePort();
  const app = await startAppServer({ PORT: String(port), DATA_DIR: dir, SCHEDULER: 'off' });
  const base = `http://127.0.0.1:${port}`;
  const flood = `${base}/api/no-such-path`;
  const read = `${base}/api/testimonials`;
  const rounds: Array<{ flood: Run; read: Run }> = [];
  const load = loadavg()[0];
  try {
    await waitUntilUp(read, app, 300_000);
    await drive(flood, {}, CONNECTIONS, 2); // past the scanning threshold, JIT warm
    await drive(read, {}, CONNECTIONS, 1);
    for (let i = 0; i < ROUNDS; i++)
      rounds.push({ flood: await run(app.pid, flood), read: await run(app.pid, read) });
  } finally {
    await stop(app);
    rmSync(dir, { recursive: true, force: true });
  }
  const ratios = rounds.map((r) => r.flood.rps / r.read.rps);
  const of = (pick: (r: { flood: Run; read: Run }) => number) => median(rounds.map(pick));
  console.log(
    `\nA flood of 404s from one IP against the same server's cached read, ${ROUNDS} rounds of ${DURATION} s`,
  );
  console.log(`load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end\n`);
  console.log('| requests | answers/s | p99 | CPU per answer | status |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| \`GET /api/no-such-path\`, one IP | ${Math.round(of((r) => r.flood.rps)).toLocaleString('en-US')} | ${of((r) => r.flood.p99)} ms | ${Math.round(of((r) => r.flood.cpu))} us | 404 |`,
  );
  console.log(
    `| \`GET /api/testimonials\` (baseline) | ${Math.round(of((r) => r.read.rps)).toLocaleString('en-US')} | ${of((r) => r.read.p99)} ms | ${Math.round(of((r) => r.read.cpu))} us | 200 |`,
  );
  console.log(`\nratio per round: ${ratios.map((x) => x.toFixed(2)).join(', ')}`);
  return [
    {
      name: '404 flood from one IP, answers/s over the cached read',
      value: median(ratios),
      unit: 'x',
      target: { min: 0.6 },
    },
    { name: '404 flood p99', value: of((r) => r.flood.p99), unit: 'ms' },
    { name: '404 flood CPU per answer', value: of((r) => r.flood.cpu), unit: 'us' },
  ];
}

interface Run {
  rps: number;
  p99: number;
  /** CPU microseconds per answer, from /proc. */
  cpu: number;
}

async function run(pid: number | undefined, url: string): Promise<Run> {
  const r = await driveMeasured(pid, url, {}, CONNECTIONS, DURATION);
  if (r.errors) throw new Error(`${url}: ${r.errors} errors`);
  return { rps: r.rps, p99: Math.max(1, r.p99), cpu: r.cpu };
}
