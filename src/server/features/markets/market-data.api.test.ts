import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EquitiesContentResponse,
  FuturesResponse,
  PerformanceSummary,
  Signal,
} from '../../../core/schemas/markets';
import type { V1PositionsResponse } from '../../../core/schemas/api-keys';
import { marketView } from '../../../core/access';
import { MODEL_ACCOUNT } from '../../../core/engine/model-account';
import { combinedReturnPct } from '../../../core/engine/portfolio';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { getDashboardMarketSummary, lastBars } from '../../markets';

// Tuesday 2026-11-17, 9:00 Chicago: the futures session is 30 minutes old.
const clock = manualClock(new Date('2026-11-17T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

const esOf = (r: FuturesResponse) =>
  r.marketSectors.flatMap((s) => s.instruments).find((i) => i.symbol === 'ES')!;

describe('signals and performance', () => {
  it('visitors: free is delayed (futures day 15 of 30, equities day 20 of 30), crypto locked, open symbols live', async () => {
    const f = (await call(t.app, { method: 'GET', url: '/api/futures' })).json as unknown as FuturesResponse;
    const e = (await call(t.app, { method: 'GET', url: '/api/equities-content/public' }))
      .json as unknown as EquitiesContentResponse;
    const delayedDay = { futures: f.tradingDates[14], equities: e.tradingDates[19] };
    for (const market of ['futures', 'equities', 'crypto'] as const) {
      const { status, json } = await call(t.app, { method: 'GET', url: `/api/signals?market=${market}` });
      expect(status).toBe(200);
      const rows = json as unknown as Signal[];
      expect(rows).toHaveLength(market === 'equities' ? 50 : 30);
      for (const r of rows) {
        expect(r.market).toBe(market);
        if (market === 'crypto') {
          expect(r).toMatchObject({
            signal: 'LOCKED',
            entryPrice: 'LOCKED',
            currentPrice: 'LOCKED',
            pnl: 'LOCKED',
            asOf: null,
            entryDate: null,
          });
          continue;
        }
        const open = market === 'futures' ? r.symbol.startsWith('ES') : r.symbol === 'AAPL';
        expect(r.delayed).toBe(!open);
        if (!open) expect(r.asOf! <= delayedDay[market]).toBe(true);
        if (r.entryDate) expect(r.entryDate <= r.asOf!).toBe(true);
        if (market === 'futures' && !open) {
          // The grid locks entry prices of these rows: the feed shows direction and dates only.
          expect(r).toMatchObject({
            entryPrice: 'LOCKED',
            currentPrice: 'LOCKED',
            pnl: 'LOCKED',
            pnlPercentage: 'LOCKED',
          });
          expect(r.signal).not.toBe('LOCKED');
          continue;
        }
        expect(JSON.stringify(r)).not.toContain('LOCKED');
        expect(Number.isFinite(Number(r.currentPrice))).toBe(true);
      }
    }
    // The delayed signal is the one the futures page shows on its newest unlocked day.
    const rows = (await call(t.app, { method: 'GET', url: '/api/signals?market=futures' }))
      .json as unknown as Signal[];
    for (const inst of f.marketSectors.flatMap((g) => g.instruments)) {
      const row = rows.find((r) => r.symbol === inst.symbol)!;
      expect(row.signal).toBe(inst.positionType);
    }
    const limited = await call(t.app, { method: 'GET', url: '/api/signals?market=futures&limit=10' });
    expect(limited.json).toHaveLength(10);
    expect((await call(t.app, { method: 'GET', url: '/api/signals?market=bonds' })).status).toBe(400);
  });

  it('premium signals carry entry price and P&L of open positions', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const rows = (await call(t.app, { method: 'GET', url: '/api/signals?market=futures', cookie }))
      .json as unknown as Signal[];
    const open = rows.filter((r) => r.status === 'active');
    expect(open.length).toBeGreaterThan(0);
    for (const r of open) {
      expect(Number.isFinite(Number(r.entryPrice))).toBe(true);
      expect(r.pnlPercentage).toMatch(/^-?\d+\.\d{2}%$/);
      expect(r.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('performance: one summary per market, labelled demo data', async () => {
    const rows = (await call(t.app, { method: 'GET', url: '/api/performance' }))
      .json as unknown as PerformanceSummary[];
    expect(rows.map((r) => r.market)).toEqual(['futures', 'equities', 'crypto']);
    for (const r of rows) {
      expect(r.demoData).toBe(true);
      // A win rate needs 10 trades closed in the 30 days: else n/a, never 0% or 100%.
      if (r.closedTrades >= 10) {
        expect(r.winRate).toBeGreaterThanOrEqual(0);
        expect(r.winRate).toBeLessThanOrEqual(100);
      } else expect(r).toMatchObject({ winRate: null, tooShort: { ratios: true } });
      expect(r.tooShort.ratios).toBe(r.winRate === null);
      // The month's P&L in dollars over the account's starting capital is the percent shown.
      expect(r.startingCapital).toBe(MODEL_ACCOUNT[r.market]);
      expect((r.monthPnl / r.startingCapital) * 100).toBeCloseTo(r.totalPnl, 1);
    }
    // 'Total Portfolio': the combined accounts' return, not the mean of the three percentages.
    const combined =
      (rows.reduce((s, r) => s + r.monthPnl, 0) / rows.reduce((s, r) => s + r.startingCapital, 0)) * 100;
    expect(combinedReturnPct(rows)).toBeCloseTo(combined, 6);
    const mean = rows.reduce((s, r) => s + r.totalPnl, 0) / rows.length;
    // The crypto account is 6% of the capital: the mean of percentages weighs it a third.
    if (Math.abs(rows[2].totalPnl - (rows[0].totalPnl + rows[1].totalPnl) / 2) > 0.5)
      expect(Math.abs(combinedReturnPct(rows)! - mean)).toBeGreaterThan(0.01);
  });

  it('dashboard summary agrees with the futures answer', async () => {
    const s = getDashboardMarketSummary(
      await t.app.markets.data('futures'),
      marketView({ user: null, isAdmin: true }, 'futures'),
    );
    const { cookie } = await signInAs(t.app, 'premium');
    const f = (await call(t.app, { method: 'GET', url: '/api/futures', cookie }))
      .json as unknown as FuturesResponse;
    expect(s.positions).toEqual({ long: f.counts.long, short: f.counts.short, flat: f.counts.flat });
    expect(s.currentPerformance).toEqual({
      day: f.currentPerformance.day,
      month: f.currentPerformance.month,
      year: f.currentPerformance.year,
    });
    expect(s.demoData).toBe(true);
    for (const a of s.activeMarkets) expect(a.atrMultiple).toBeGreaterThan(1.2);
  });
});

describe('the forming bar and the demo history', () => {
  it('moves while the session runs (scheduler step with a manual clock) and is final after the close', async () => {
    const before = esOf(
      (await call(t.app, { method: 'GET', url: '/api/futures' })).json as unknown as FuturesResponse,
    );
    const seen = new Set<number>([before.lastPrice]);
    for (let i = 0; i < 4; i++) {
      clock.advance(60 * 60 * 1000);
      await t.app.markets.refresh('futures');
      const now = esOf(
        (await call(t.app, { method: 'GET', url: '/api/futures' })).json as unknown as FuturesResponse,
      );
      seen.add(now.lastPrice);
    }
    expect(seen.size).toBeGreaterThan(2);
    // Incremental: the tick stepped the forming bar on a copy; the stored run was not rebuilt.
    const baseBefore = (await t.app.markets.data('futures')).instruments.find(
      (i) => i.row.symbol === 'ES',
    )!.base;
    clock.advance(10 * 60 * 1000);
    await t.app.markets.refresh('futures');
    const after = (await t.app.markets.data('futures')).instruments.find((i) => i.row.symbol === 'ES')!;
    expect(after.base).toBe(baseBefore);
    expect(after.run.days.at(-1)!.date).toBe('2026-11-17');
    // 15:00 Chicago: the day's bar is final, and equals the bar a fresh start would generate.
    clock.set(new Date('2026-11-17T21:30:00Z'));
    await t.app.markets.refresh('futures');
    const bars = await lastBars(t.app.deps.database, 'futures', 'ES', 2);
    expect(bars.at(-1)!.date).toBe('2026-11-17');
    const rows = await t.app.deps.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id WHERE NOT b.is_final AND i.market = 'futures'",
    );
    expect(rows[0].n).toBe(0);
    const fresh = await createTestApp({ seed: true, clock: manualClock(new Date('2026-11-18T02:00:00Z')) });
    try {
      const again = await lastBars(fresh.app.deps.database, 'futures', 'ES', 30);
      const mine = await lastBars(t.app.deps.database, 'futures', 'ES', 30);
      expect(again).toEqual(mine);
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /api/admin/refresh-data', () => {
  it('needs the admin session', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    expect((await call(t.app, { method: 'POST', url: '/api/admin/refresh-data', cookie })).status).toBe(401);
  });

  it('csv include files: good files imported (split-adjusted), a bad file reported by name and line, stored data kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'include-'));
    const rows = ['date,open,high,low,close,volume,split'];
    // 60 sessions rising by 1 a day, with a 2:1 split on the 31st: raw prices before it are doubled.
    for (let i = 0; i < 60; i++) {
      const d = new Date(Date.UTC(2026, 6, 1 + i)).toISOString().slice(0, 10);
      const p = 100 + i;
      const raw = i < 30 ? p * 2 : p;
      rows.push(`${d},${raw - 0.5},${raw},${raw - 1},${raw},1000,${i === 30 ? 2 : 1}`);
    }
    writeFileSync(join(dir, 'AAPL.csv'), rows.join('\n'));
    writeFileSync(
      join(dir, 'MSFT.csv'),
      'date,open,high,low,close,volume\n2026-01-02,10,11,9,10,5\n2026-01-05,10,9,11,10,5\n',
    );
    const app2 = await createTestApp({
      seed: true,
      clock,
      env: { MARKET_DATA_PROVIDER: 'csv', INCLUDE_DIR: dir },
    });
    try {
      const msftBefore = await lastBars(app2.app.deps.database, 'equities', 'MSFT', 5);
      const r = await call(app2.app, {
        method: 'POST',
        url: '/api/admin/refresh-data',
        cookie: await adminCookie(app2.app),
      });
      expect(r.status).toBe(200);
      const eq = (
        r.json.markets as Array<{
          market: string;
          issues: Array<{ file: string; line: number; message: string }>;
        }>
      ).find((m) => m.market === 'equities')!;
      expect(eq.issues).toEqual([
        { file: 'MSFT.csv', line: 3, message: 'high/low do not contain open and close' },
      ]);
      const aapl = await lastBars(app2.app.deps.database, 'equities', 'AAPL', 100);
      expect(aapl).toHaveLength(60);
      expect(aapl[0]).toMatchObject({
        date: '2026-07-01',
        open: 99.75,
        high: 100,
        low: 99.5,
        close: 100,
        volume: 2000,
      });
      expect(aapl[29].close).toBe(129);
      expect(aapl[59].close).toBe(159);
      expect(await lastBars(app2.app.deps.database, 'equities', 'MSFT', 5)).toEqual(msftBefore);
      // The engine ran on the imported file: the steady rise is long since its 41st bar.
      const sig = (await call(app2.app, { method: 'GET', url: '/api/signals?market=equities' }))
        .json as unknown as Signal[];
      expect(sig.find((s) => s.symbol === 'AAPL')).toMatchObject({
        signal: 'LONG',
        entryPrice: '140.00',
        entryDate: '2026-08-10',
      });
      // Demo honesty: AAPL is real, the 49 other stocks keep their demo bars, so every
      // answer of the market stays labelled demo, and each instrument says which it is.
      expect(sig.find((s) => s.symbol === 'AAPL')!.demoData).toBe(false);
      expect(sig.find((s) => s.symbol === 'MSFT')!.demoData).toBe(true);
      expect(sig.filter((s) => s.demoData)).toHaveLength(49);
      const perf = (await call(app2.app, { method: 'GET', url: '/api/performance' }))
        .json as unknown as PerformanceSummary[];
      expect(perf.find((p) => p.market === 'equities')!.demoData).toBe(true);
      const eqPage = (await call(app2.app, { method: 'GET', url: '/api/equities-content/public' }))
        .json as unknown as EquitiesContentResponse;
      expect(eqPage.demoData).toBe(true);
      const state = await app2.app.deps.database.query<{ demo_data: boolean }>(
        "SELECT demo_data FROM market_data_state WHERE market = 'equities'",
      );
      expect(state[0].demo_data).toBe(true);
      const { user } = await signInAs(app2.app, 'premium');
      // API keys are the Institution plan's.
      await app2.app.deps.database.query(
        `UPDATE users SET plan = 'institution', plan_status = 'active' WHERE id = ${user.id}`,
      );
      const issued = await call(app2.app, {
        method: 'POST',
        url: `/api/admin/registrations/${user.id}/api-keys`,
        cookie: await adminCookie(app2.app),
        payload: { label: 'demo check' },
      });
      const v1 = await call(app2.app, {
        method: 'GET',
        url: '/api/v1/positions?market=equities',
        headers: { authorization: `Bearer ${(issued.json as unknown as { key: string }).key}` },
      });
      expect(v1.status).toBe(200);
      const pos = v1.json as unknown as V1PositionsResponse;
      expect(pos.demoData).toBe(true);
      expect(pos.positions.find((p) => p.symbol === 'AAPL')!.demoData).toBe(false);
      expect(pos.positions.filter((p) => p.symbol !== 'AAPL').every((p) => p.demoData)).toBe(true);
    } finally {
      await app2.close();
    }
  });
});

describe('refresh in one transaction', () => {
  it('a failure midway leaves the stored bars and the version as they were', async () => {
    const own = manualClock(new Date('2026-11-17T15:00:00Z'));
    const app = await createTestApp({ seed: true, clock: own });
    const stored = async () =>
      (
        await app.app.deps.database.query<{ n: number; last: string; version: number }>(
          `SELECT count(*)::int AS n, max(b.date)::text AS last,
             (SELECT version FROM market_data_state WHERE market = 'futures') AS version
           FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id WHERE i.market = 'futures'`,
        )
      )[0];
    try {
      const before = await stored();
      own.set(new Date('2026-11-19T21:30:00Z')); // two more final days to store
      // The last write of a refresh (the version bump) fails: the bars written before it must go too.
      await app.app.deps.database.exec('ALTER TABLE market_data_state RENAME TO market_data_state_away');
      try {
        await expect(app.app.markets.refresh('futures')).rejects.toThrow();
      } finally {
        await app.app.deps.database.exec('ALTER TABLE market_data_state_away RENAME TO market_data_state');
      }
      expect(await stored()).toEqual(before);
      await app.app.markets.refresh('futures');
      const after = await stored();
      expect(after.last).toBe('2026-11-19');
      expect(after.version).toBe(before.version + 1);
    } finally {
      await app.close();
    }
  });
});
