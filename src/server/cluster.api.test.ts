import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/test-database';

/** GET over a fresh connection (no keep-alive): the cluster hands each new connection to the next worker. */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

// WEB_CONCURRENCY needs PostgreSQL (PGlite belongs to one process): this runs in the postgres project only.
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'WEB_CONCURRENCY=2 (decision 0022)',
  { timeout: 180_000 },
  () => {
    let server: ChildProcess;
    let db: Awaited<ReturnType<typeof createTestDatabase>>;
    let base = '';
    let stdout = '';

    beforeAll(async () => {
      db = await createTestDatabase();
      server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: db.url,
          SIGNING_SECRET: 'cluster-test-signing-secret-0123456789',
          WEB_CONCURRENCY: '2',
          PORT: '0', // the workers share the one free port the system picks
          HOST: '127.0.0.1',
          SCHEDULER: 'off',
          SEED_DEMO: 'off',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      server.stdout?.on('data', (d) => (stdout += d));
      // The first worker logs the port it bound once it listens.
      base = await new Promise<string>((ok, fail) => {
        server.once('exit', (code) => fail(new Error(`server exited with ${code}: ${stdout}`)));
        server.stdout?.on('data', () => {
          const port = /Serving on http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
          if (port) ok(`http://127.0.0.1:${port}`);
        });
      });
    }, 150_000);

    afterAll(async () => {
      if (server && server.exitCode === null) {
        const exited = new Promise((ok) => server.once('exit', ok));
        server.kill('SIGTERM');
        await exited;
      }
      await db?.drop();
    });

    it('answers from two worker processes on one port, and SIGTERM stops them all', async () => {
      // The second worker starts after the first listens: ask until both have answered.
      const workers = new Set<number>();
      const until = Date.now() + 120_000;
      while (workers.size < 2 && Date.now() < until) {
        const res = await getFresh(`${base}/api/health`);
        expect(res.status).toBe(200);
        workers.add((JSON.parse(res.body) as { worker: number }).worker);
        if (workers.size < 2) await new Promise((r) => setTimeout(r, 50)); // polling interval
      }
      expect([...workers].sort()).toEqual([1, 2]);
      expect(stdout).toContain('cluster started');

      const exited = new Promise<number | null>((ok) => server.once('exit', (code) => ok(code)));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  },
);
