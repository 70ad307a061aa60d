import type { Market } from '../../core/schemas/markets';
import type { Database } from '../db/client';

/**
 * Update schedules of the spec (Chicago time): futures every minute 7:00-15:30 on weekdays,
 * equities at 19:00 on weekdays, crypto every 15 minutes around the clock (run by src/server/jobs).
 */
export const SCHEDULES: Array<{ market: Market; pattern: string }> = [
  { market: 'futures', pattern: '* 7-14 * * 1-5' },
  { market: 'futures', pattern: '0-30 15 * * 1-5' },
  { market: 'equities', pattern: '0 19 * * 1-5' },
  { market: 'crypto', pattern: '*/15 * * * *' },
];

const LOCK_BASE = 7_402_300;
const LOCK_KEY: Record<Market, number> = {
  futures: LOCK_BASE + 1,
  equities: LOCK_BASE + 2,
  crypto: LOCK_BASE + 3,
};

/**
 * Runs `job` only if this process wins the market's PostgreSQL advisory lock (several server
 * processes share one database; one of them updates). Returns false when another process has it.
 */
export async function withMarketLock(
  database: Database,
  market: Market,
  job: () => Promise<unknown>,
): Promise<boolean> {
  return database.withConnection(async (conn) => {
    const [row] = await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      LOCK_KEY[market],
    ]);
    if (!row?.ok) return false;
    try {
      await job();
      return true;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY[market]]);
    }
  });
}
