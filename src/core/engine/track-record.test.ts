import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { runInstrument } from './run-instrument';
import {
  cagrPct,
  computeTrackRecord,
  maxDrawdownPct,
  MIN_TRADES_FOR_RATIOS,
  riskRatios,
} from './track-record';
import type { TrackInstrument } from './track-record';
import type { DayResult, Trade } from './types';

const DATES = ['2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01']; // 1,461 days = 4 years
const day = (date: string, pnl: number): DayResult => ({ date, close: 1, position: 0, pnl, tr: 0, n: null });
const trade = (entryDate: string, exitDate: string | null, pnl: number | null): Trade => ({
  side: 'long',
  entryDate,
  entryPrice: 1,
  qty: 1,
  initialStop: 0,
  exitDate,
  exitPrice: exitDate ? 1 : null,
  pnl,
});

// Hand-worked account of 100: equity 100, 120, 90, 116.41, 146.41 (= 100 x 1.1^4 over exactly 4 years).
// A (sector X) makes 0, 20, -10, 0, 30; B (sector Y) makes 0, 0, -20, 26.41, 0.
const HAND: TrackInstrument[] = [
  {
    symbol: 'A',
    name: 'Alpha',
    sector: 'X',
    run: {
      days: [0, 20, -10, 0, 30].map((p, i) => day(DATES[i], p)),
      trades: [
        trade('2020-01-01', '2020-01-11', 50),
        trade('2021-01-01', '2021-02-10', -20),
        trade('2023-06-01', null, null),
      ],
    },
  },
  {
    symbol: 'B',
    name: 'Beta',
    sector: 'Y',
    run: { days: [0, 0, -20, 26.41, 0].map((p, i) => day(DATES[i], p)), trades: [] },
  },
];

describe('track record, hand-worked', () => {
  // The formulas on five points and two trades: the minimums lowered (their own tests below).
  const tr = computeTrackRecord(HAND, 100, 1, { minSessions: 1, minTrades: 1 });

  it('equity curve, CAGR and max drawdown', () => {
    expect(tr.equity.map((p) => Math.round(p.equity * 100) / 100)).toEqual([100, 120, 90, 116.41, 146.41]);
    expect(tr.from).toBe('2020-01-01');
    expect(tr.to).toBe('2024-01-01');
    expect(tr.stats.cagr).toBeCloseTo(10, 9); // 1.4641^(1/4) - 1
    expect(tr.stats.maxDrawdown).toBeCloseTo(25, 9); // 120 -> 90
  });

  it('Sharpe and Sortino of the yearly returns 20%, -25%, 29.344%, 25.771%', () => {
    // mean 0.1252886; sample sd 0.2531374 -> Sharpe 0.49494; downside sqrt(0.25^2 / 4) = 0.125 -> Sortino 1.00231.
    expect(tr.stats.sharpe).toBeCloseTo(0.49494, 4);
    expect(tr.stats.sortino).toBeCloseTo(1.00231, 4);
  });

  it('closed-trade figures ignore the open trade', () => {
    expect(tr.stats).toMatchObject({
      trades: 2,
      winRate: 50,
      profitFactor: 2.5,
      avgWin: 50,
      avgLoss: -20,
      avgDaysInTrade: 25,
    });
    expect(tr.durations.map((d) => d.trades)).toEqual([1, 0, 1, 0, 0]);
    expect(tr.durations[0]).toMatchObject({ winRate: 100, avgPnl: 50 });
  });

  it('returns by year over the equity at the start of the year; P&L by sector and symbol', () => {
    expect(tr.returnsByYear.map((y) => [y.year, Math.round(y.returnPct * 1000) / 1000])).toEqual([
      ['2020', 0],
      ['2021', 20],
      ['2022', -25],
      ['2023', 29.344],
      ['2024', 25.771],
    ]);
    expect(tr.returnsByMonth.map((m) => m.month)).toEqual([
      '2020-01',
      '2021-01',
      '2022-01',
      '2023-01',
      '2024-01',
    ]);
    expect(tr.pnlBySector.map((s) => [s.sector, Math.round(s.pnl * 100) / 100, s.ytdPnl])).toEqual([
      ['X', 40, 30],
      ['Y', 6.41, 0],
    ]);
    expect(tr.pnlBySymbol[0]).toMatchObject({ symbol: 'A', trades: 2, winRate: 50, avgDaysInTrade: 25 });
  });

  it('no data gives n/a (too short), not NaN nor 0', () => {
    const empty = computeTrackRecord([], 100, 252);
    expect(empty.stats).toEqual({
      cagr: null,
      maxDrawdown: 0,
      sharpe: null,
      sortino: null,
      winRate: null,
      profitFactor: null,
      avgWin: null,
      avgLoss: null,
      trades: 0,
      avgDaysInTrade: 0,
      sessions: 0,
      tooShort: { annualised: true, ratios: true },
    });
    expect(riskRatios([0.01, 0.01], 252)).toEqual({ sharpe: null, sortino: null });
  });
});

describe('track record against an independent computation', () => {
  it('a run of the engine: final equity = account + closed P&L + open equity, ratios match a naive recomputation', () => {
    // A zig-zag with trends both ways: long, reversal to short, cover, long again (open at the end).
    const closes = [10, 11, 10.5, 12, 13, 12.5, 11, 10, 9, 8.5, 10, 9, 11, 13, 14, 15, 12, 9, 7, 8, 12, 16];
    const bars = closes.map((c, i) => ({
      date: addDays('2023-12-28', i * 3),
      open: c,
      high: c + 0.5,
      low: c - 0.5,
      close: c,
      volume: 0,
    }));
    const run = runInstrument(bars, {
      entry: 3,
      exit: 2,
      longOnly: false,
      atrPeriod: 2,
      pointValue: 1,
      size: () => 10,
    });
    const tr = computeTrackRecord([{ symbol: 'H', name: 'Hand', sector: 'S', run }], 1000, 252, {
      minSessions: 1,
      minTrades: 1,
    });
    const closed = run.trades.filter((t) => t.pnl !== null);
    const open = run.trades.find((t) => t.exitDate === null);
    const lastClose = run.days.at(-1)!.close;
    const openPnl = open ? (open.side === 'long' ? 1 : -1) * (lastClose - open.entryPrice) * open.qty : 0;
    expect(tr.equity.at(-1)!.equity).toBeCloseTo(1000 + closed.reduce((s, t) => s + t.pnl!, 0) + openPnl, 9);
    // Naive recomputation straight from the daily P&L.
    const eq: number[] = [];
    run.days.reduce((e, d) => (eq.push(e + d.pnl), e + d.pnl), 1000);
    const rets = eq.slice(1).map((e, i) => e / eq[i] - 1);
    const mean = rets.reduce((a, b) => a + b) / rets.length;
    const sd = Math.sqrt(rets.map((r) => (r - mean) ** 2).reduce((a, b) => a + b) / (rets.length - 1));
    expect(tr.stats.sharpe).toBeCloseTo((mean / sd) * Math.sqrt(252), 9);
    let peak = eq[0];
    let dd = 0;
    for (const e of eq) {
      peak = Math.max(peak, e);
      dd = Math.max(dd, 1 - e / peak);
    }
    expect(maxDrawdownPct(tr.equity)).toBeCloseTo(dd * 100, 9);
    const years = (Date.parse(run.days.at(-1)!.date) - Date.parse(run.days[0].date)) / 86_400_000 / 365.25;
    expect(cagrPct(tr.equity)).toBeCloseTo(((eq.at(-1)! / eq[0]) ** (1 / years) - 1) * 100, 6);
    expect(tr.stats.trades).toBe(closed.length);
    expect(tr.stats.winRate).toBeCloseTo((closed.filter((t) => t.pnl! > 0).length / closed.length) * 100, 9);
  });
});

describe('figures with their conditions', () => {
  /** `n` daily sessions rising 1 a day, and `trades` closed trades (the first loses, the rest win). */
  const record = (n: number, trades: number, periodsPerYear = 252) => {
    const days = Array.from({ length: n }, (_, i) => day(addDays('2025-01-01', i), i === 0 ? 0 : 1));
    const closed = Array.from({ length: trades }, (_, i) =>
      trade(addDays('2025-01-01', i), addDays('2025-01-02', i), i === 0 ? -5 : 10),
    );
    return computeTrackRecord(
      [{ symbol: 'A', name: 'A', sector: 'S', run: { days, trades: closed } }],
      1000,
      periodsPerYear,
    );
  };

  it('119 sessions: no annualised CAGR, Sharpe or Sortino; the drawdown still shows', () => {
    const tr = record(119, 12);
    expect(tr.stats).toMatchObject({ cagr: null, sharpe: null, sortino: null, sessions: 119 });
    expect(tr.stats.tooShort).toEqual({ annualised: true, ratios: false });
    expect(tr.stats.maxDrawdown).toBe(0);
  });

  it('a year of sessions (252; 365 for crypto) gives the annualised figures', () => {
    expect(record(252, 12).stats.cagr).not.toBeNull();
    expect(record(252, 12).stats.tooShort.annualised).toBe(false);
    expect(record(300, 12, 365).stats.cagr).toBeNull();
  });

  it('zero trades: win rate n/a, not 0; one winning trade: n/a, not 100%', () => {
    expect(record(300, 0).stats).toMatchObject({ winRate: null, profitFactor: null, trades: 0 });
    const one = computeTrackRecord(
      [
        {
          symbol: 'A',
          name: 'A',
          sector: 'S',
          run: { days: [day('2025-01-01', 0)], trades: [trade('2025-01-01', '2025-01-05', 10)] },
        },
      ],
      1000,
      252,
    );
    expect(one.stats).toMatchObject({ winRate: null, trades: 1, tooShort: { ratios: true } });
    expect(one.pnlBySymbol[0].winRate).toBeNull();
    expect(one.durations[0]).toMatchObject({ trades: 1, winRate: null });
  });

  it(`${MIN_TRADES_FOR_RATIOS} closed trades give the ratios`, () => {
    const tr = record(300, MIN_TRADES_FOR_RATIOS);
    expect(tr.stats.winRate).toBe(90);
    expect(tr.stats.profitFactor).toBe(18);
    expect(record(300, MIN_TRADES_FOR_RATIOS - 1).stats.winRate).toBeNull();
  });
});
