import { resolve } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { createUserSession, SESSION_COOKIE } from '../../src/server/sessions/user-sessions';

/**
 * Migrates the benchmark's fresh database and opens a session for a premium user, before the
 * server starts (an embedded PGlite folder has one owner at a time). Returns the Cookie header.
 */
export async function prepareDatabase(opts: { url?: string; dataDir: string }): Promise<string> {
  const database = await openDatabase({ url: opts.url, dataDir: resolve(opts.dataDir, 'pglite') });
  try {
    await migrate(database);
    const [user] = await database.db
      .insert(users)
      .values({
        email: `bench.${Date.now()}@example.com`,
        firstName: 'Bench',
        lastName: 'Premium',
        passwordHash: await hashPassword('Correct-Horse-9'),
        description: 'Individual Investor',
        referredBy: 'Google',
        marketsInterested: ['Equity Indices'],
        status: 'approved',
        isPaidSubscriber: true,
        enableFutures: true,
        enableEquities: true,
        enableCryptos: true,
      })
      .returning();
    const token = await createUserSession(database.db, { userId: user.id, now: new Date() });
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    await database.close();
  }
}
