import { describe, expect, it } from 'vitest';
import { autoTradeAllowed, autoTradeDecision, breakoutLevels } from './auto-trade';

/** Bars whose high = value + 1, low = value - 1, close = value. */
const bars = (values: number[]) => values.map((v) => ({ high: v + 1, low: v - 1, close: v }));

// 46 bars: bars 1..42 are the level window (values 100 then a 20-day range), the latest 4 are skipped.
const base = [
  ...Array.from({ length: 22 }, (_, i) => 100 + (i % 2 === 0 ? 10 : -10)),
  ...Array.from({ length: 20 }, () => 100),
];

describe('breakout levels', () => {
  it('needs 46 bars and skips the latest 4', () => {
    expect(breakoutLevels(bars(base.concat([100, 100, 100])))).toBeNull();
    const levels = breakoutLevels(bars(base.concat([500, 500, 500, 500])));
    // Last 40 of the 42 base bars: 20 alternating 110/90 then 20 x 100 -> high 111, low 89.
    // Last 20: all 100 -> high 101, low 99. The four 500s do not count.
    expect(levels).toEqual({ high40: 111, low40: 89, high20: 101, low20: 99 });
  });
});

describe('auto-trade decisions', () => {
  const withLatest = (...latest: number[]) => bars(base.concat(latest));
  it('flat and close above the 40-day high: buy the chosen contracts', () => {
    expect(autoTradeDecision(withLatest(100, 100, 100, 112), 0, 3)).toEqual({
      side: 'long',
      amount: 3,
      reason: 'long-initiation',
    });
    expect(autoTradeDecision(withLatest(100, 100, 100, 111), 0, 3)).toBeNull(); // equal is not above
  });
  it('short and close above the 20-day high: buy back the whole short', () => {
    expect(autoTradeDecision(withLatest(100, 100, 100, 102), -4, 1)).toEqual({
      side: 'long',
      amount: 4,
      reason: 'short-cover',
    });
  });
  it('flat and close below the 40-day low: sell', () => {
    expect(autoTradeDecision(withLatest(100, 100, 100, 88), 0, 2)).toEqual({
      side: 'short',
      amount: 2,
      reason: 'short-initiation',
    });
  });
  it('long and close below the 20-day low: sell the whole long', () => {
    expect(autoTradeDecision(withLatest(100, 100, 100, 98), 5, 1)).toEqual({
      side: 'short',
      amount: 5,
      reason: 'long-liquidation',
    });
  });
  it('no signal inside the levels, or a long above the 40-day high (already in)', () => {
    expect(autoTradeDecision(withLatest(100, 100, 100, 100), 0, 1)).toBeNull();
    expect(autoTradeDecision(withLatest(100, 100, 100, 150), 2, 1)).toBeNull();
  });
  it('acts only while active, not paused, nothing pending and 3 s after the last auto trade', () => {
    const ok = {
      active: true,
      paused: false,
      pending: false,
      lastAutoTradeAt: 0,
      now: 3000,
      cooldownMs: 3000,
    };
    expect(autoTradeAllowed(ok)).toBe(true);
    expect(autoTradeAllowed({ ...ok, now: 2999 })).toBe(false);
    expect(autoTradeAllowed({ ...ok, pending: true })).toBe(false);
    expect(autoTradeAllowed({ ...ok, active: false })).toBe(false);
  });
});
