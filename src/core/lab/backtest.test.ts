import { describe, expect, it } from 'vitest';
import { engineOptionsFor } from '../engine/model-account';
import { barsInRange, ownDataOptions, periodsPerYearOf, runLab } from './backtest';

// The hand-worked example of engine.test.ts (entry 3, exit 2, high = low = close): long at 12 on
// day 4, out at 11 on day 7 and short at 11 the same day, covered at 10 on day 11.
const closes = [10, 11, 10.5, 12, 13, 12.5, 11, 10, 9, 8.5, 10, 9];
const bars = closes.map((c, i) => ({
  date: `2024-01-${String(i + 1).padStart(2, '0')}`,
  open: c,
  high: c,
  low: c,
  close: c,
  volume: 0,
}));

describe('runLab', () => {
  it('own data: $100,000 per position in fractional units, figures with their conditions', () => {
    const r = runLab({
      instruments: [{ symbol: 'OWN', bars, opts: ownDataOptions(3, 2, false) }],
      account: 100_000,
      periodsPerYear: 252,
    });
    expect(r.trades).toEqual([
      {
        symbol: 'OWN',
        side: 'long',
        entryDate: '2024-01-04',
        entryPrice: 12,
        exitDate: '2024-01-07',
        exitPrice: 11,
        quantity: 8333.3333,
        pnl: -8333.33,
      },
      {
        symbol: 'OWN',
        side: 'short',
        entryDate: '2024-01-07',
        entryPrice: 11,
        exitDate: '2024-01-11',
        exitPrice: 10,
        quantity: 9090.9091,
        pnl: 9090.91,
      },
    ]);
    expect(r.equity.at(-1)!.equity).toBeCloseTo(100_000 - 8333.3333 + 9090.9091, 1);
    // Bought 10,000 units at 10, marked at 9.
    expect(r.buyAndHold.at(-1)).toEqual({ date: '2024-01-12', equity: 90_000 });
    expect(r.stats).toMatchObject({
      trades: 2,
      winRate: null,
      profitFactor: null,
      avgWin: 9090.91,
      avgLoss: -8333.33,
      cagr: null,
      sharpe: null,
      exposure: 58.33, // 7 of 12 sessions in a position
      sessions: 12,
      tooShort: { annualised: true, ratios: true },
    });
  });

  it('long only never shorts; stock sizing is the model account’s $100,000 in whole shares', () => {
    const r = runLab({
      instruments: [
        { symbol: 'X', bars, opts: engineOptionsFor('equities', 1, { entry: 3, exit: 2, longOnly: true }) },
      ],
      account: 5_000_000,
      periodsPerYear: 252,
    });
    expect(r.trades.map((t) => [t.side, t.quantity, t.pnl])).toEqual([['long', 8333, -8333]]);
  });

  it('date ranges and the year of an own history', () => {
    expect(barsInRange(bars, '2024-01-03', '2024-01-05').map((b) => b.date)).toEqual([
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
    ]);
    expect(periodsPerYearOf(bars)).toBe(365); // 2024-01-06 is a Saturday
    expect(periodsPerYearOf(bars.filter((b) => ![6, 7].includes(Number(b.date.slice(8)))))).toBe(252);
  });
});
