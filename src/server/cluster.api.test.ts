import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';
import type { ServerProcess } from './test/server-process';
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
    let server: ServerProcess | undefined;
    let db: Awaited<ReturnType<typeof createTestDatabase>>;

    beforeAll(async () => {
      db = await createTestDatabase();
      server = await startServerProcess({
        DATABASE_URL: db.url!,
        SIGNING_SECRET: 'cluster-test-signing-secret-0123456789',
        WEB_CONCURRENCY: '2', // the workers share the one free port the system picks
      });
    }, 150_000);

    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    it('answers from two worker processes on one port, and SIGTERM stops them all', async () => {
      // The second worker starts after the first listens: ask until both have answered.
      const workers = new Set<number>();
      const until = Date.now() + 120_000;
      while (workers.size < 2 && Date.now() < until) {
        const res = await getFresh(`${server!.base}/api/health`);
        expect(res.status).toBe(200);
        workers.add((JSON.parse(res.body) as { worker: number }).worker);
        if (workers.size < 2) await new Promise((r) => setTimeout(r, 50)); // polling interval
      }
      expect([...workers].sort()).toEqual([1, 2]);
      expect(server!.stdout()).toContain('cluster started');
      expect(await server!.stop()).toBe(0);
    });
  },
);
