import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '../src/core/markets/market';
import { buildClientIfNeeded } from './client-build.mjs';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS, buildServer } from './server-build.mjs';

const TSX = ['--import', 'tsx', 'src/server/main.ts'];

/** Runs the server until it serves, calls `whileServing` with its URL, then stops it with SIGTERM. */
function runServer(
  env: Record<string, string>,
  { argv = TSX, whileServing = async (_url: string) => {}, untilMs = 150_000 } = {},
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; kill: () => void }>((resolve) => {
    const child = spawn(process.execPath, argv, {
      env: {
        ...process.env,
        SCHEDULER: 'off',
        SEED_DEMO: 'off',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), untilMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, kill: () => undefined });
    });
    // Once listening, ask it to stop the way a process manager would.
    let serving = false;
    child.stdout.on('data', () => {
      const port = /Serving on http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      if (!port || serving) return;
      serving = true;
      void whileServing(`http://127.0.0.1:${port}`).finally(() => child.kill('SIGTERM'));
    });
  });
}

// Generous timeouts: these spawn a real server process, which is slow on a busy 2-core machine.
describe('server start-up', { timeout: 180_000 }, () => {
  it('stops with one clear line when DATABASE_URL is unreachable', async () => {
    const r = await runServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' });
    expect(r.code).toBe(1);
    const lines = r.stderr
      .trim()
      .split('\n')
      .filter((l) => !/ExperimentalWarning|--trace-warnings/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Startup failed: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none/);
  });

  it('stops with one clear line on a bad setting', async () => {
    const r = await runServer({ DATABASE_URL: 'mysql://x', PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'Startup failed: Invalid configuration: DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    );
  });

  it('migrates, listens, and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trendlab-start-'));
    try {
      const r = await runServer({ DATA_DIR: dir, PORT: '0' });
      expect(r.stdout).toContain('migrations applied');
      expect(r.stdout).toContain('shutting down');
      expect(r.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the built server (npm start) finds its migrations, game data and package files', async () => {
    await buildServer();
    const dir = mkdtempSync(join(tmpdir(), 'trendlab-start-'));
    const answers: string[] = [];
    try {
      const r = await runServer(
        { DATA_DIR: dir, PORT: '0', NODE_ENV: 'production' },
        {
          argv: [...SERVER_NODE_FLAGS, SERVER_BUNDLE],
          whileServing: async (url) => {
            // The logo is read from the cryptocurrency-icons package; the game needs its data asset.
            for (const [path, init] of [
              ['/api/health', {}],
              ['/api/crypto-logo/btc', {}],
              [
                '/api/trading-game/start',
                { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
              ],
            ] as const) {
              const res = await fetch(url + path, init);
              answers.push(`${path} ${res.status} ${res.headers.get('content-type')?.split(';')[0]}`);
            }
          },
        },
      );
      expect(r.stdout).toContain('migrations applied');
      expect(answers).toEqual([
        '/api/health 200 application/json',
        '/api/crypto-logo/btc 200 image/svg+xml',
        '/api/trading-game/start 200 application/json',
      ]);
      expect(r.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm run serve starts the built server with the same Node flags as npm start', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    // `exec`: npm's shell becomes the server, so the signal npm passes on reaches it (see below).
    expect(pkg.scripts.serve).toBe(['exec', 'node', ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(' '));
  });

  it('on SIGTERM writes the abuse events it still buffers before the database closes, and exits 0', async () => {
    // A page path answers 404 only once the client is built (503 "not built yet" before): a fresh
    // clone's `npm test` has no build.
    buildClientIfNeeded();
    const dir = mkdtempSync(join(tmpdir(), 'trendlab-start-'));
    try {
      // Scanner probes are written coalesced (decision 0061): the first at once, the rest a second later
      // or at close. SIGTERM comes right after the answers, while they are still in memory.
      const r = await runServer(
        { DATA_DIR: dir, PORT: '0' },
        {
          whileServing: async (url) => {
            const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${url}/wp-admin/`)));
            expect(answers.map((a) => a.status)).toEqual(Array(6).fill(404));
          },
        },
      );
      expect(errorLines(r.stdout, r.stderr)).toEqual([]);
      expect(r.stdout).toContain('"msg":"stopped"');
      expect(r.code).toBe(0);
      const db = await PGlite.create(join(dir, 'pglite'));
      const { rows } = await db.query<{ n: number }>(
        "SELECT sum(request_count)::int AS n FROM abuse_events WHERE event_type = 'scanner_probe'",
      );
      await db.close();
      expect(rows[0]?.n).toBe(6);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'on SIGTERM lets a running market job finish before the database closes',
    { timeout: 420_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'trendlab-start-'));
      try {
        // SEED_DEMO=off with the scheduler on: the market import runs as a job from the start.
        const r = await runServer(
          { DATA_DIR: dir, PORT: '0', SCHEDULER: 'on', SEED_DEMO: 'off' },
          { untilMs: 400_000 },
        );
        expect(errorLines(r.stdout, r.stderr)).toEqual([]);
        expect(r.stdout).not.toContain('scheduled job failed');
        expect(r.code).toBe(0);
        const db = await PGlite.create(join(dir, 'pglite'));
        const { rows } = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM job_slots WHERE job = 'market:initial-import'",
        );
        // Every market's import was written: the job ran to its end although SIGTERM came mid-run.
        const state = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM market_data_state WHERE last_run_at IS NOT NULL',
        );
        await db.close();
        expect(rows[0]?.n).toBe(1);
        expect(state.rows[0]?.n).toBe(MARKETS.length);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('drains on SIGTERM: readiness 503 while liveness stays 200, then exit 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trendlab-start-'));
    const seen: string[] = [];
    try {
      const r = await runServer(
        { DATA_DIR: dir, PORT: '0', SHUTDOWN_DELAY_MS: '3000' },
        {
          whileServing: async (url) => {
            seen.push(`ready ${(await fetch(`${url}/api/ready`)).status}`);
            // The signal is sent by runServer once this resolves; probe during the drain delay.
            setTimeout(() => {
              void (async () => {
                const ready = await fetch(`${url}/api/ready`);
                seen.push(`ready ${ready.status} ${JSON.stringify(await ready.json())}`);
                seen.push(`health ${(await fetch(`${url}/api/health`)).status}`);
              })();
            }, 1000);
          },
        },
      );
      expect(seen).toEqual(['ready 200', 'ready 503 {"ready":false,"reasons":["draining"]}', 'health 200']);
      expect(errorLines(r.stdout, r.stderr)).toEqual([]);
      expect(r.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with MIGRATE_ON_START=off while migrations are pending', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trendlab-start-'));
    try {
      const r = await runServer({ DATA_DIR: dir, PORT: '0', MIGRATE_ON_START: 'off' });
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toMatch(
        /^Startup failed: \d+ migration\(s\) pending \(0001_core\.sql \.\.\.\) and MIGRATE_ON_START=off: run `npm run migrate` first$/,
      );
      expect(r.stdout).not.toContain('Serving on');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * What an operator's process manager does: `kill -TERM <npm pid>` or -INT. npm 11 passes
 * SIGINT/SIGTERM on to the child it spawned, which is `sh -c <script>`; Debian's dash does not exec
 * the script's last command itself, so without `exec` in the script the shell died of the signal
 * and left the server running, orphaned. Each case checks the whole process tree is gone.
 */
describe('npm start and npm run serve under a process manager', { timeout: 600_000 }, () => {
  const cases: Array<[string, string[], NodeJS.Signals]> = [
    ['npm start', ['start'], 'SIGTERM'],
    ['npm run serve', ['run', 'serve'], 'SIGTERM'],
    ['npm run serve', ['run', 'serve'], 'SIGINT'],
  ];
  for (const [name, args, signal] of cases) {
    it(`${name}: ${signal} to npm stops the server within 10 s, exit 0, no error line`, async () => {
      if (args[0] === 'start')
        buildClientIfNeeded(); // its output here, not in npm's
      else await buildServer();
      const dir = mkdtempSync(join(tmpdir(), 'trendlab-npm-'));
      try {
        const r = await runNpm(args, { DATA_DIR: dir }, signal);
        expect(r.tree.length).toBeGreaterThan(0); // the server ran below npm
        expect(r.stdout).toContain('shutting down');
        expect(errorLines(r.stdout, r.stderr)).toEqual([]);
        expect(r.code).toBe(0);
        expect(r.stoppedMs).toBeLessThan(10_000);
        expect(r.tree.filter(alive)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

/** Runs `npm ARGS` until its server serves, sends `signal` to the npm process only, waits for npm to exit. */
function runNpm(args: string[], env: Record<string, string>, signal: NodeJS.Signals) {
  return new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
    tree: number[];
    stoppedMs: number;
  }>((resolve) => {
    const npm = spawn('npm', args, {
      env: { ...process.env, SCHEDULER: 'off', SEED_DEMO: 'off', HOST: '127.0.0.1', PORT: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    let tree: number[] = [];
    let sentAt = 0;
    npm.stderr.on('data', (d) => (stderr += d));
    npm.stdout.on('data', (d) => {
      stdout += d;
      if (sentAt || !/Serving on http:\/\/localhost:\d+/.test(stdout)) return;
      tree = descendants(npm.pid!);
      sentAt = performance.now();
      npm.kill(signal);
    });
    // A server that never serves: end the whole tree, not only npm (which would orphan it).
    const timer = setTimeout(() => {
      for (const pid of [...descendants(npm.pid!), npm.pid!]) process.kill(pid, 'SIGKILL');
    }, 540_000);
    npm.on('exit', (code) => {
      clearTimeout(timer);
      const stoppedMs = performance.now() - sentAt;
      // What npm left behind would still be alive a moment later.
      setTimeout(() => resolve({ code, stdout, stderr, tree, stoppedMs }), 500);
    });
  });
}

/** Every process below `pid`, from ps. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [child, ppid] of rows) {
      if (ppid !== parent) continue;
      found.push(child!);
      queue.push(child!);
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What a person would take for an error: stderr other than npm's and Node's warnings, error-level log lines. */
function errorLines(stdout: string, stderr: string): string[] {
  const err = stderr
    .split('\n')
    .filter((l) => l.trim() && !/^npm warn|ExperimentalWarning|--trace-warnings/i.test(l));
  return [...err, ...stdout.split('\n').filter((l) => /"level":(50|60)/.test(l))];
}
