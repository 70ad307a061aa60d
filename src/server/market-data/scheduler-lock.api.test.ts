import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { withMarketLock } from './scheduler';

// Two processes = two connections to one PostgreSQL. PGlite has a single session (locks are
// re-entrant there), so this runs in the postgres project only.
describe.skipIf(process.env.TEST_DB !== 'postgres')('scheduler advisory lock on PostgreSQL', () => {
  it('a second runner skips the job while the first holds the market lock', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      let release!: () => void;
      const holding = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const isHeld = new Promise<void>((r) => (started = r));
      const first = withMarketLock(database, 'futures', async () => {
        started();
        await holding;
      });
      await isHeld;
      let ranSecond = false;
      expect(await withMarketLock(database, 'futures', async () => (ranSecond = true))).toBe(false);
      expect(ranSecond).toBe(false);
      expect(await withMarketLock(database, 'crypto', async () => undefined)).toBe(true); // other market
      release();
      expect(await first).toBe(true);
      expect(await withMarketLock(database, 'futures', async () => undefined)).toBe(true); // released
    } finally {
      await drop();
    }
  });
});
