import { describe, expect, it } from 'vitest';
import { computeFigures, maxDrawdown } from './figures';
import { matchFifo, netPosition, openTradeEquity } from './fifo';
import type { Fill } from './fifo';

let id = 0;
const fill = (side: 'long' | 'short', contracts: number, price: number, chartDay: number): Fill => ({
  id: ++id,
  side,
  contracts,
  price,
  chartDay,
  tradeDate: `d${chartDay}`,
});

describe('FIFO matching', () => {
  it('closes the oldest lots first and reverses with what is left', () => {
    // Buy 2 @100 (day 80), buy 1 @110 (day 82), sell 4 @120 (day 85).
    const { open, closed } = matchFifo([
      fill('long', 2, 100, 80),
      fill('long', 1, 110, 82),
      fill('short', 4, 120, 85),
    ]);
    // Lot 1: (120-100) x 2 x 100 = 4,000 held 5 days; lot 2: (120-110) x 1 x 100 = 1,000 held 3 days.
    expect(closed.map((c) => [c.contracts, c.pnl, c.daysHeld])).toEqual([
      [2, 4000, 5],
      [1, 1000, 3],
    ]);
    // 1 contract left over opens a short at 120.
    expect(open).toEqual([
      expect.objectContaining({ side: 'short', contracts: 1, price: 120, chartDay: 85 }),
    ]);
  });

  it('splits a lot when the closing trade is smaller, and a short gains when price falls', () => {
    // Short 3 @50, cover 1 @45 on the same day: (50-45) x 1 x 100 = 500, minimum 1 day held.
    const { open, closed } = matchFifo([fill('short', 3, 50, 90), fill('long', 1, 45, 90)]);
    expect(closed).toEqual([expect.objectContaining({ side: 'short', contracts: 1, pnl: 500, daysHeld: 1 })]);
    expect(open).toEqual([expect.objectContaining({ side: 'short', contracts: 2, price: 50 })]);
  });

  it('net position is long contracts minus short contracts', () => {
    expect(netPosition([fill('long', 5, 1, 1), fill('short', 2, 1, 2), fill('short', 10, 1, 3)])).toBe(-7);
  });
});

describe('open trade equity', () => {
  it('values each open lot at the current price: long (now - fill), short the reverse, x contracts x 100', () => {
    const { open } = matchFifo([fill('long', 2, 100, 80), fill('long', 1, 110, 81)]);
    // (105-100) x 2 x 100 + (105-110) x 1 x 100 = 1,000 - 500 = 500
    expect(openTradeEquity(open, 105)).toBe(500);
    const short = matchFifo([fill('short', 3, 40, 80)]).open;
    // (40-42.5) x 3 x 100 = -750
    expect(openTradeEquity(short, 42.5)).toBe(-750);
  });
});

describe('game figures', () => {
  it('balance, net liquidating value, win rate and best/worst trade', () => {
    const fills = [
      fill('long', 2, 100, 80), // closed below at +4,000 (2 x 20 x 100)
      fill('short', 2, 120, 85),
      fill('short', 1, 120, 86), // closed below at -300 ((120-123) x 1 x 100)
      fill('long', 1, 123, 90),
      fill('long', 4, 125, 91), // open, valued at 130: +2,000
    ];
    const f = computeFigures(fills, 130);
    expect(f.realizedPnL).toBe(3700);
    expect(f.unrealizedPnL).toBe(2000);
    expect(f.balance).toBe(103_700);
    expect(f.netLiquidatingValue).toBe(105_700);
    expect(f.totalPnL).toBe(5700);
    expect(f.netPosition).toBe(4);
    expect(f.marginUsed).toBe(2000);
    expect(f.winningTrades).toBe(1);
    expect(f.losingTrades).toBe(1);
    expect(f.winRate).toBe(50);
    expect(f.bestTrade).toBe(4000);
    expect(f.worstTrade).toBe(-300);
  });

  it('max drawdown is the largest fall from a running peak', () => {
    expect(maxDrawdown([100_000, 104_000, 99_000, 103_000, 97_500, 110_000])).toBe(6500);
    expect(maxDrawdown([100_000, 101_000])).toBe(0);
  });
});
