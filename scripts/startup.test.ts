import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(pkg.scripts.serve).toBe(['node', ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(' '));
  });
});
