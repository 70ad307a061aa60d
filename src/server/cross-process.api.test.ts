import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER_PATH } from '../core/api/current-user-path';
import { UNIVERSE } from '../core/markets/universe';
import { sessions } from './db/schema';
import { upsertInstruments } from './markets';
import { createUserRow } from './test/harness';
import { startServerProcess } from './test/server-process';
import type { ServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-database';
import { ADMIN_COOKIE, createAdminSession } from './sessions/admin-sessions';
import { createUserSession, SESSION_COOKIE } from './sessions/user-sessions';

type CurrentUser = { id: number; isPaidSubscriber: boolean } | null;

// Well under the session cache's 2 s: an answer that changes within it was not waiting for the TTL.
const AT_ONCE_MS = 500;

async function currentUser(server: ServerProcess, cookie: string): Promise<CurrentUser> {
  const res = await fetch(`${server.base}${CURRENT_USER_PATH}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as CurrentUser;
}

/** Asks until `done` holds, at most AT_ONCE_MS; returns how long that took. */
async function within(ask: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await ask())) {
    if (Date.now() - started > AT_ONCE_MS) throw new Error(`still not changed after ${AT_ONCE_MS} ms`);
    await new Promise((r) => setTimeout(r, 5)); // polling interval
  }
  return Date.now() - started;
}

/**
 * Decisions 0017 and 0021: two separate server processes (not a cluster: no IPC between them) on one
 * PostgreSQL database both keep sessions, market answers and flagged addresses in memory, and a
 * sign-out, an admin's change, a market refresh or a Block made through one is honoured by the other
 * at once, carried by the database's NOTIFY channel.
 */
describe.runIf(process.env.TEST_DB === 'postgres')(
  'sessions across separate processes',
  { timeout: 120_000 },
  () => {
    let test: Awaited<ReturnType<typeof createTestDatabase>>;
    let a: ServerProcess;
    let b: ServerProcess;
    const signIn = async (userId: number) =>
      `${SESSION_COOKIE}=${await createUserSession(test.database.db, { userId, now: new Date() })}`;

    beforeAll(async () => {
      test = await createTestDatabase();
      const env = {
        DATABASE_URL: test.url!,
        SIGNING_SECRET: 'cross-process-signing-secret-0123456789',
        TRUST_PROXY: 'true', // the address blocked below comes in X-Forwarded-For
      };
      a = await startServerProcess(env);
      b = await startServerProcess(env);
    }, 90_000);

    afterAll(async () => {
      await a?.stop();
      await b?.stop();
      await test?.drop();
    });

    it('each process serves a signed-in member from its own cache', async () => {
      const user = await createUserRow(test.database.db);
      const cookie = await signIn(user.id);
      expect((await currentUser(b, cookie))?.id).toBe(user.id);
      // Deleted behind the app's back (no announcement): the cached entry still answers until its TTL.
      await test.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await currentUser(b, cookie))?.id).toBe(user.id);
      expect(await currentUser(a, cookie)).toBeNull(); // A never cached it
    });

    it('a sign-out through one process ends the session in the other at once', async () => {
      const user = await createUserRow(test.database.db);
      const cookie = await signIn(user.id);
      expect((await currentUser(a, cookie))?.id).toBe(user.id);
      expect((await currentUser(b, cookie))?.id).toBe(user.id); // cached in B for the next 2 s
      const out = await fetch(`${a.base}/api/logout`, { method: 'POST', headers: { cookie } });
      expect(out.status).toBe(200);
      await within(async () => (await currentUser(b, cookie)) === null);
    });

    it('premium revoked by the admin through one process is gone in the other at once', async () => {
      const user = await createUserRow(test.database.db, {
        status: 'approved',
        isPaidSubscriber: true,
        enableFutures: true,
      });
      const cookie = await signIn(user.id);
      expect((await currentUser(b, cookie))?.isPaidSubscriber).toBe(true);
      const admin = `${ADMIN_COOKIE}=${await createAdminSession(test.database.db, { now: new Date() })}`;
      const patch = await fetch(`${a.base}/api/admin/registrations/${user.id}`, {
        method: 'PATCH',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          status: 'approved',
          enableFutures: false,
          enableEquities: false,
          enableCryptos: false,
          isPaidSubscriber: false,
        }),
      });
      expect(patch.status).toBe(200);
      await within(async () => (await currentUser(b, cookie))?.isPaidSubscriber === false);
    });

    it('a market refresh through one process is answered by the other at once', async () => {
      const signals = async () => {
        const res = await fetch(`${b.base}/api/signals?market=futures`);
        expect(res.status).toBe(200);
        return ((await res.json()) as unknown[]).length;
      };
      await upsertInstruments(test.database.db, UNIVERSE);
      expect(await signals()).toBe(0); // instruments but no prices yet (SEED_DEMO=off): B keeps that in memory
      const admin = `${ADMIN_COOKIE}=${await createAdminSession(test.database.db, { now: new Date() })}`;
      const refresh = await fetch(`${a.base}/api/admin/refresh-data`, {
        method: 'POST',
        headers: { cookie: admin },
      });
      expect(refresh.status).toBe(200);
      await within(async () => (await signals()) > 0);
    });

    it('an address blocked through one process is refused by the other at once', async () => {
      const ip = '203.0.113.77';
      const health = async () =>
        (await fetch(`${b.base}/api/health`, { headers: { 'x-forwarded-for': ip } })).status;
      expect(await health()).toBe(200); // B holds its snapshot of flagged addresses, refreshed every 5 s
      const admin = `${ADMIN_COOKIE}=${await createAdminSession(test.database.db, { now: new Date() })}`;
      const block = await fetch(`${a.base}/api/admin/abuse-patterns/block`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ ipAddress: ip }),
      });
      expect(block.status).toBe(200);
      await within(async () => (await health()) === 403);
    });
  },
);
