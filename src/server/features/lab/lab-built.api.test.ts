import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LAB_WORKER_BUNDLE,
  SERVER_BUNDLE,
  SERVER_NODE_FLAGS,
  buildServer,
} from '../../../../scripts/server-build.mjs';
import { createUserSession, SESSION_COOKIE } from '../../sessions/user-sessions';
import { createUserRow } from '../../test/harness';
import { startServerProcess } from '../../test/server-process';
import type { ServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-database';
import { swingingBars } from './lab.fixtures';

// The built server (one esbuild bundle) must find and run the lab's own worker bundle. A separate
// process needs PostgreSQL (PGlite belongs to one process): this runs in the postgres project only.
describe.runIf(process.env.TEST_DB === 'postgres')(
  'the lab in the built server',
  { timeout: 180_000 },
  () => {
    let test: Awaited<ReturnType<typeof createTestDatabase>>;
    let server: ServerProcess;
    let cookie: string;

    beforeAll(async () => {
      await buildServer();
      test = await createTestDatabase();
      server = await startServerProcess(
        { DATABASE_URL: test.url!, SIGNING_SECRET: 'lab-built-signing-secret-0123456789' },
        [...SERVER_NODE_FLAGS, SERVER_BUNDLE],
      );
      const user = await createUserRow(test.database.db, {
        status: 'approved',
        isPaidSubscriber: true,
        enableEquities: true,
      });
      cookie = `${SESSION_COOKIE}=${await createUserSession(test.database.db, { userId: user.id, now: new Date() })}`;
    }, 150_000);

    afterAll(async () => {
      await server?.stop();
      await test?.drop();
    });

    it('runs an own-data backtest in the bundled worker', async () => {
      expect(existsSync(LAB_WORKER_BUNDLE)).toBe(true);
      const bars = swingingBars(120, '2024-01-01');
      const res = await fetch(`${server.base}/api/lab/backtest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ entryDays: 20, exitDays: 10, bars }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { trades: unknown[]; equity: unknown[] };
      expect(body.trades.length).toBeGreaterThan(0);
      expect(body.equity).toHaveLength(120);
    });
  },
);
