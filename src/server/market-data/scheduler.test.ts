import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { SCHEDULES, withMarketLock } from './scheduler';
import { MARKET_TZ } from './sessions';

const runs = (market: string, from: string, count: number) =>
  SCHEDULES.filter((s) => s.market === market)
    .flatMap((s) =>
      new Cron(s.pattern, { timezone: MARKET_TZ, paused: true }).nextRuns(count, new Date(from)),
    )
    .map((d) => d.toISOString())
    .sort()
    .slice(0, count);

describe('schedules (spec: futures every minute 7:00-15:30 CT, equities 19:00 CT, crypto every 15 min)', () => {
  it('futures run each minute from 7:00 to 15:30 Chicago on weekdays', () => {
    // Monday 2026-11-16: 7:00 CST = 13:00 UTC; 15:30 CST = 21:30 UTC.
    const day = runs('futures', '2026-11-16T06:00:00Z', 600);
    expect(day[0]).toBe('2026-11-16T13:00:00.000Z');
    expect(day[1]).toBe('2026-11-16T13:01:00.000Z');
    expect(day.filter((d) => d.startsWith('2026-11-16'))).toHaveLength(8.5 * 60 + 1);
    expect(day.filter((d) => d.startsWith('2026-11-16')).at(-1)).toBe('2026-11-16T21:30:00.000Z');
    expect(runs('futures', '2026-11-21T00:00:00Z', 1)[0]).toBe('2026-11-23T13:00:00.000Z'); // no weekend runs
  });
  it('equities at 19:00 Chicago on weekdays, crypto every 15 minutes', () => {
    expect(runs('equities', '2026-11-20T12:00:00Z', 2)).toEqual([
      '2026-11-21T01:00:00.000Z',
      '2026-11-24T01:00:00.000Z',
    ]);
    expect(runs('crypto', '2026-11-21T00:01:00Z', 3)).toEqual([
      '2026-11-21T00:15:00.000Z',
      '2026-11-21T00:30:00.000Z',
      '2026-11-21T00:45:00.000Z',
    ]);
  });
  it('runs the job under the advisory lock and releases it', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      let ran = 0;
      expect(await withMarketLock(db, 'futures', async () => ran++)).toBe(true);
      expect(ran).toBe(1);
      const held = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'",
      );
      expect(held[0].n).toBe(0);
    } finally {
      await db.close();
    }
  });
});
