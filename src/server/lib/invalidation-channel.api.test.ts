import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER_PATH } from '../../core/api/current-user-path';
import { hearingEveryProcess } from './invalidation';
import { call, createTestApp, signInAs } from '../test/harness';
import type { TestApp } from '../test/harness';
import { INVALIDATION_CHANNEL } from './invalidation-channel';
import { sessions } from '../db/schema';

/**
 * Decision 0017: a process whose LISTEN connection is gone might miss another process's sign-out, so
 * it stops answering sessions from its cache until the channel listens again (by itself, in a second).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('the invalidation channel going down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const listeners = () =>
    t.app.deps.database.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
      [`LISTEN ${INVALIDATION_CHANNEL}`],
    );
  const userId = async (cookie: string) =>
    (await call(t.app, { method: 'GET', url: CURRENT_USER_PATH, cookie })).json?.id;

  it('reads sessions from the database while it is down, and listens again by itself', async () => {
    expect(hearingEveryProcess()).toBe(true);
    const { user, cookie } = await signInAs(t.app, 'free');
    expect(await userId(cookie)).toBe(user.id); // now cached

    const [listener] = await listeners();
    expect(listener).toBeDefined();
    await t.app.deps.database.query('SELECT pg_terminate_backend($1)', [listener.pid]);
    const until = Date.now() + 5000;
    while (hearingEveryProcess() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(hearingEveryProcess()).toBe(false);

    // A sign-out this process was not told of: with the channel down, the cache must not answer.
    await t.app.deps.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await userId(cookie)).toBeUndefined();

    while (!hearingEveryProcess() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(hearingEveryProcess()).toBe(true);
    expect((await listeners()).length).toBe(1);
  });
});
