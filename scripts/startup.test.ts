import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function runServer(env: Record<string, string>, untilMs = 150_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; kill: () => void }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
    child.stdout.on('data', () => {
      if (/Serving on/.test(stdout)) child.kill('SIGTERM');
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
});
