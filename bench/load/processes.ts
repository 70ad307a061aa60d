import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/server-build.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port the OS says is free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * The production server (compiled `dist/server/main.js`, NODE_ENV=production) in its own process.
 * BENCH_CPU_PROF=<folder> writes its CPU profile there when it stops (`node --cpu-prof`); the bare
 * server's goes there too, named bare-<port>.cpuprofile, to compare the two.
 */
export async function startAppServer(env: Record<string, string>): Promise<ChildProcess> {
  const prof = process.env.BENCH_CPU_PROF;
  const profile = prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : [];
  await buildServer(); // the compiled server `npm start` runs (decision 0051), from today's sources
  // BENCH_NODE_FLAGS replaces the server's Node flags (an A/B of decision 0066: `BENCH_NODE_FLAGS=` runs it without).
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;
  return spawn(process.execPath, [...flags, ...profile, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The bare Fastify reference, serving `specFile`'s bodies on `port`. */
export async function startBareServer(
  specFile: string,
  port: number,
  opts: { withHeaders?: boolean } = {},
): Promise<ChildProcess> {
  const prof = process.env.BENCH_CPU_PROF;
  const child = fork(
    fileURLToPath(new URL('./bare-server.mjs', import.meta.url)),
    [specFile, String(port), ...(opts.withHeaders ? ['with-headers'] : [])],
    {
      cwd: ROOT,
      execArgv: prof
        ? ['--cpu-prof', '--cpu-prof-dir', prof, '--cpu-prof-name', `bare-${port}.cpuprofile`]
        : [],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((ok, fail) => {
    child.once('message', () => ok());
    child.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
  return child;
}

export interface LoadResult {
  rps: number;
  /** Answers received in the run. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a third process against one URL. */
export function drive(
  url: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<LoadResult> {
  return new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./drive.mjs', import.meta.url)),
        JSON.stringify({ url, headers, connections, duration }),
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? ok(JSON.parse(out) as LoadResult) : fail(new Error(`load driver exited with ${code}`)),
    );
  });
}

/** One run of `drive`, with the CPU `pid` spent per answer (microseconds; NaN where /proc is missing). */
export async function driveMeasured(
  pid: number | undefined,
  url: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<LoadResult & { cpu: number }> {
  const before = cpuSeconds(pid);
  const r = await drive(url, headers, connections, duration);
  const after = cpuSeconds(pid);
  const cpu = before === undefined || after === undefined ? NaN : ((after - before) * 1e6) / r.total;
  return { ...r, cpu };
}

/** Waits until `url` answers 200, or fails after `ms`. */
export async function waitUntilUp(url: string, child: ChildProcess, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${ms} ms`);
}

/** SIGTERM, then SIGKILL if it lingers; resolves when the process is gone. */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      ok();
    });
    child.kill('SIGTERM');
  });
}

/**
 * CPU seconds (user + system) a process and its direct children (cluster workers) have used so far,
 * from /proc (Linux; undefined elsewhere). The CPU spent per answer does not depend on what else
 * the machine runs, where requests per second do.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return [pid, ...children.map(Number)].reduce((sum, p) => sum + ownCpuSeconds(p), 0);
  } catch {
    return undefined;
  }
}

const CLOCK_TICKS = 100; // USER_HZ, 100 on every Linux architecture Node runs on

function ownCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name: state is field 3, utime 14, stime 15 (proc(5)).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
