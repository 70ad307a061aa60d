import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePriceSeries, gameResults } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { seed } from './seed';

const SHARED = new URL('../../../../../shared/data/sp500-daily', import.meta.url).pathname;
const BASE = '/api/trading-game';

describe.skipIf(!existsSync(SHARED))(
  'trading game on GAME_DATA_DIR stock CSVs (skipped: ../shared/data/sp500-daily is absent)',
  () => {
    let t: TestApp;
    const clock = manualClock(new Date('2026-03-02T12:00:00Z'));

    beforeAll(async () => {
      t = await createTestApp({ env: { GAME_DATA_DIR: SHARED }, clock });
      await seed(t.app.deps);
    }, 120_000);
    afterAll(async () => t.close());

    it('imports every stock once, split-adjusted, beside the embedded index', async () => {
      await seed(t.app.deps); // idempotent
      const rows = await t.app.deps.db
        .select({ symbol: gamePriceSeries.symbol, source: gamePriceSeries.source })
        .from(gamePriceSeries);
      expect(rows).toHaveLength(70);
      expect(rows.filter((r) => r.source === 'csv')).toHaveLength(69);
    });

    it('games on random stocks never name the stock before finish', async () => {
      const symbols = new Set<string>();
      for (let i = 0; i < 4; i += 1) {
        const start = await call(t.app, { method: 'POST', url: `${BASE}/start` });
        const cookie = String(start.res.headers['set-cookie']).split(';')[0];
        const bodies = [start.res.body];
        clock.advance(2000);
        for (const path of ['state', 'market-data', 'trades', 'ohlc-data', 'daily-analytics']) {
          bodies.push((await call(t.app, { method: 'GET', url: `${BASE}/${path}`, cookie })).res.body);
        }
        bodies.push(
          (
            await call(t.app, {
              method: 'POST',
              url: `${BASE}/trade`,
              payload: { symbol: 'MYSTERY', side: 'short', amount: 5 },
              cookie,
            })
          ).res.body,
        );
        const fin = await call(t.app, {
          method: 'POST',
          url: `${BASE}/finish`,
          payload: { emailAddress: '' },
          cookie,
        });
        const { stockSymbol, stockName, emailSent } = fin.json as unknown as {
          stockSymbol: string;
          stockName: string;
          emailSent: boolean;
        };
        expect(emailSent).toBe(false);
        symbols.add(stockSymbol);
        const word = new RegExp(`\\b${stockSymbol.replace(/[.^]/g, '\\$&')}\\b`);
        for (const b of bodies) {
          expect(b).not.toContain(stockName);
          expect(b).not.toMatch(word);
        }
      }
      const results = await t.app.deps.db.select().from(gameResults);
      expect(results).toHaveLength(4);
      expect(results.every((r) => r.totalTrades === 1 && r.playerEmail === null)).toBe(true);
      expect(symbols.size).toBeGreaterThanOrEqual(1);
    });
  },
);
