/**
 * Server start (decision 0051): the same server as TypeScript through tsx (development, tests) and as
 * the esbuild bundle `npm start` runs, in the same run. Each start is timed from spawn to the
 * 'Serving on' log line, and the process's resident memory read there. Runs alternate so a busy
 * machine slows both alike; medians are reported. PGlite in a data folder migrated beforehand (or
 * BENCH_DATABASE_URL, a database of its own: it is migrated), no seed, no scheduler: what is left is
 * loading the code and opening the database. BENCH_RUNS sets the starts per way (5).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS, buildServer } from '../scripts/server-build.mjs';
import { SOURCES_ARGV, startServerProcess } from '../src/server/test/server-process';
import type { BenchResult } from './run';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WAYS = { tsx: SOURCES_ARGV, built: [...SERVER_NODE_FLAGS, SERVER_BUNDLE] } as const;

/** Resident memory of a live process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** One start: milliseconds to 'Serving on' and MB resident then; the server is stopped afterwards. */
async function startOnce(
  argv: readonly string[],
  env: Record<string, string>,
): Promise<{ ms: number; mb: number }> {
  const started = performance.now();
  const server = await startServerProcess(env, argv);
  const result = { ms: performance.now() - started, mb: rssMb(server.child.pid!) };
  await server.stop();
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default async function serverStartBench(): Promise<BenchResult[]> {
  await buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'trendlab-start-bench-'));
  const env: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? {
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        SIGNING_SECRET: 'server-start-bench-secret-32-chars-min',
      }
    : { DATA_DIR: dir };
  try {
    await startOnce(WAYS.built, env); // migrates the database: not measured
    const runs = { tsx: [] as { ms: number; mb: number }[], built: [] as { ms: number; mb: number }[] };
    for (let i = 0; i < RUNS; i++) {
      for (const way of ['tsx', 'built'] as const) runs[way].push(await startOnce(WAYS[way], env));
    }
    const ms = (way: keyof typeof runs) => median(runs[way].map((r) => r.ms));
    const mb = (way: keyof typeof runs) => median(runs[way].map((r) => r.mb));
    return [
      { name: 'start, tsx (spawn to Serving on), median', value: ms('tsx'), unit: 'ms' },
      { name: 'start, built dist/server/main.js, median', value: ms('built'), unit: 'ms' },
      // The goal is relative: the machine's speed drifts, the ratio much less.
      { name: 'start time, built / tsx', value: ms('built') / ms('tsx'), unit: 'x', target: { max: 0.6 } },
      { name: 'memory at start, tsx, median', value: mb('tsx'), unit: 'MB' },
      { name: 'memory at start, built, median', value: mb('built'), unit: 'MB' },
      // On PGlite its WebAssembly heap (~230 MB, varying by tens of MB) swamps the difference: the
      // memory goal is checked on PostgreSQL only (BENCH_DATABASE_URL).
      {
        name: 'memory saved per process',
        value: mb('tsx') - mb('built'),
        unit: 'MB',
        target: process.env.BENCH_DATABASE_URL ? { min: 20 } : undefined,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
