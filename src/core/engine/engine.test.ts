import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blotterInstruction, priceFormatter } from './blotter';
import { cloneBreakoutState, levelsOf, stepBreakout } from './breakout';
import { addDays } from './dates';
import { engineOptionsFor, futuresContracts } from './model-account';
import { pct, summarizePortfolio } from './portfolio';
import { extendRun, openTradeEquity, rewardToRisk, runInstrument, withFormingBar } from './run-instrument';
import { changeMarker, positionsOn, powerBand } from './signals';
import type { Bar, EngineOptions } from './types';

const unit = (o: Partial<EngineOptions> = {}): EngineOptions => ({
  entry: 3,
  exit: 2,
  longOnly: false,
  atrPeriod: 2,
  pointValue: 1,
  size: () => 1,
  ...o,
});

/** Bars whose high = low = close, one per day from 2024-01-01. */
export function flatBars(closes: number[], start = '2024-01-01'): Bar[] {
  return closes.map((c, i) => ({ date: addDays(start, i), open: c, high: c, low: c, close: c, volume: 0 }));
}

// Hand-worked example (entry 3, exit 2, high = low = close):
// t=3: prior 3 bars 10, 11, 10.5 -> HH 11; close 12 > 11 -> long at 12.
// t=4: LL_2 of 10.5, 12 = 10.5; 13 holds.  t=5: LL_2 of 12, 13 = 12; 12.5 holds.
// t=6: LL_2 of 13, 12.5 = 12.5; 11 < 12.5 -> exit long at 11 (-1); same bar, LL_3 of 12, 13, 12.5
//      = 12; 11 < 12 -> short at 11 (reversal).
// t=7..9: HH_2 = 12.5, 11, 10; closes 10, 9, 8.5 hold.  t=10: HH_2 of 9, 8.5 = 9; 10 > 9 -> cover at
//      10 (+1); entry test: HH_3 of 10, 9, 8.5 = 10, 10 is not > 10; LL_3 8.5 -> stays flat.
export const HAND_CLOSES = [10, 11, 10.5, 12, 13, 12.5, 11, 10, 9, 8.5, 10, 9];
export const HAND_POSITIONS = [0, 0, 0, 1, 1, 1, -1, -1, -1, -1, 0, 0];

describe('breakout rule, hand-checked', () => {
  it('enters, reverses and exits exactly as worked out by hand', () => {
    const run = runInstrument(flatBars(HAND_CLOSES), unit());
    expect(run.days.map((d) => d.position)).toEqual(HAND_POSITIONS);
    expect(run.trades.map((t) => [t.side, t.entryPrice, t.exitPrice, t.pnl])).toEqual([
      ['long', 12, 11, -1],
      ['short', 11, 10, 1],
    ]);
  });

  it('long-only never shorts: the t=6 exit stays flat', () => {
    const run = runInstrument(flatBars(HAND_CLOSES), unit({ longOnly: true }));
    expect(run.days.map((d) => d.position)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(run.trades).toHaveLength(1);
  });

  it('N is the simple average of true ranges; true range uses the previous close', () => {
    // TRs: bar0 high-low = 2; bar1 max(13, 10) - min(11, 10) = 3; bar2: max(12, 12) - min(10, 12) = 2
    const bars: Bar[] = [
      { date: '2024-01-01', open: 10, high: 11, low: 9, close: 10, volume: 0 },
      { date: '2024-01-02', open: 11, high: 13, low: 11, close: 12, volume: 0 },
      { date: '2024-01-03', open: 11, high: 12, low: 10, close: 11, volume: 0 },
    ];
    const run = runInstrument(bars, unit({ atrPeriod: 2 }));
    expect(run.days.map((d) => d.tr)).toEqual([2, 3, 2]);
    expect(run.days.map((d) => d.n)).toEqual([null, 2.5, 2.5]);
  });

  it('levels: stop is the exit channel including today, power is the 20-bar move in N', () => {
    const closes = Array.from({ length: 45 }, (_, i) => 100 + i); // a steady rise of 1 a day
    const run = runInstrument(flatBars(closes), engineOptionsFor('equities'));
    const lv = levelsOf(run.state);
    expect(run.days[40].position).toBe(1); // first bar with 40 prior bars breaks out
    expect(lv.stop).toBe(125); // lowest of the last 20 bars: closes 125..144
    expect(lv.n).toBe(1); // every true range is 1
    expect(lv.power).toBe(20); // (144 - 124) / 1
    expect(lv.daysInTrade).toBe(4);
    expect(lv.entryHigh).toBe(144);
    // Sized at the entry close 140: floor(100,000 / 140) = 714 shares; OTE = 4 x 714.
    expect(openTradeEquity(run)).toBe(4 * 714);
    // Initial stop at entry = lowest of bars 21..40 = 121: risk 19, open profit 4 -> R = 4/19.
    expect(rewardToRisk(run)).toBeCloseTo(4 / 19, 10);
  });

  it('futures contracts = floor(25,000 / (N x point value)), at least 1', () => {
    expect(futuresContracts(60, 50)).toBe(8); // ES with N = 60 points: 25,000 / 3,000
    expect(futuresContracts(1000, 50)).toBe(1);
    expect(futuresContracts(null, 50)).toBe(1);
  });

  it('change markers and bands follow the spec', () => {
    expect(changeMarker(0, 1)).toBe('long-initiation');
    expect(changeMarker(0, -1)).toBe('short-initiation');
    expect(changeMarker(1, 0)).toBe('liquidation');
    expect(changeMarker(-1, 1)).toBe('reversal-to-long');
    expect(changeMarker(1, -1)).toBe('reversal-to-short');
    expect(changeMarker(1, 1)).toBe('none');
    expect([2.2, 2.19, 0, -0.01, -2.2].map(powerBand)).toEqual([
      'Strong-Up',
      'Up',
      'Up',
      'Down',
      'Strong-Down',
    ]);
  });

  it('positionsOn carries the last known position over missing dates', () => {
    const run = runInstrument(flatBars(HAND_CLOSES), unit());
    const dates = ['2023-12-31', '2024-01-04', '2024-01-07', '2024-02-01'];
    expect(positionsOn(run.days, dates)).toEqual([0, 1, -1, 0]);
  });

  it('summarises the day, month and year on the model account', () => {
    const run = runInstrument(flatBars(HAND_CLOSES), unit());
    // Day pnl (long from t3): t4 +1, t5 -0.5, t6 -1.5; short from t6: t7 +1, t8 +1, t9 +0.5, t10 -1.5
    const s = summarizePortfolio([run], 100, 1);
    expect(s.asOf).toBe('2024-01-12');
    expect(s.month).toBeCloseTo(pct(1 - 0.5 - 1.5 + 1 + 1 + 0.5 - 1.5, 100), 10);
    expect(s.day).toBe(0);
    expect(s.closedLast30).toBe(2);
    expect(s.winRate).toBe(50);
    expect(s.monthPnl).toBeCloseTo(1 - 0.5 - 1.5 + 1 + 1 + 0.5 - 1.5, 10);
    expect([s.long, s.short, s.flat]).toEqual([0, 0, 1]);
    // Two closed trades are not a win rate: n/a under 10, never 0% or 100%.
    expect(summarizePortfolio([run], 100).winRate).toBeNull();
  });
});

const barsArb = (min: number, max: number) =>
  fc
    .array(
      fc.tuple(
        fc.double({ min: -0.05, max: 0.05, noNaN: true }),
        fc.double({ min: 0, max: 0.03, noNaN: true }),
      ),
      {
        minLength: min,
        maxLength: max,
      },
    )
    .map((steps) => {
      let c = 100;
      return steps.map(([r, spread], i) => {
        const open = c;
        c = Math.max(1, c * (1 + r));
        const high = Math.max(open, c) * (1 + spread);
        const low = Math.min(open, c) * (1 - spread);
        return { date: addDays('2020-01-01', i), open, high, low, close: c, volume: 1 };
      });
    });

describe('breakout rule, properties', () => {
  const opts = engineOptionsFor('futures', 50);

  it('no position before 40 prior bars; P&L of days = closed trades + open trade equity', () => {
    fc.assert(
      fc.property(barsArb(1, 200), (bars) => {
        const run = runInstrument(bars, opts);
        for (let i = 0; i < Math.min(40, bars.length); i++) expect(run.days[i].position).toBe(0);
        const daySum = run.days.reduce((a, d) => a + d.pnl, 0);
        const closed = run.trades.reduce((a, t) => a + (t.pnl ?? 0), 0);
        expect(daySum).toBeCloseTo(closed + openTradeEquity(run), 4);
      }),
      { numRuns: 150 },
    );
  });

  it('every change of position is justified by the channels of the bars before it', () => {
    fc.assert(
      fc.property(barsArb(41, 160), fc.boolean(), (bars, longOnly) => {
        const run = runInstrument(bars, { ...opts, longOnly });
        for (let t = 1; t < bars.length; t++) {
          const prev = run.days[t - 1].position;
          const cur = run.days[t].position;
          const c = bars[t].close;
          const before = (k: number) => bars.slice(Math.max(0, t - k), t);
          const hh = (k: number) => Math.max(...before(k).map((b) => b.high));
          const ll = (k: number) => Math.min(...before(k).map((b) => b.low));
          if (longOnly) expect(cur).not.toBe(-1);
          if (prev === 1 && cur !== 1) expect(c).toBeLessThan(ll(20));
          if (prev === -1 && cur !== -1) expect(c).toBeGreaterThan(hh(20));
          if (prev !== 1 && cur === 1) expect(c).toBeGreaterThan(hh(40));
          if (prev !== -1 && cur === -1) expect(c).toBeLessThan(ll(40));
          if (prev === 1 && cur === 1 && t >= 20) expect(c).toBeGreaterThanOrEqual(ll(20));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('streaming equals batch: stepping in two parts, or via a forming bar, gives the same days', () => {
    fc.assert(
      fc.property(barsArb(2, 150), fc.nat(), (bars, cut) => {
        const k = 1 + (cut % (bars.length - 1));
        const whole = runInstrument(bars, opts);
        const part = runInstrument(bars.slice(0, k), opts);
        const forming = withFormingBar(part, bars[k]);
        expect(forming.days[k]).toEqual(whole.days[k]);
        extendRun(part, bars.slice(k));
        expect(part.days).toEqual(whole.days);
        expect(part.trades).toEqual(whole.trades);
      }),
      { numRuns: 100 },
    );
  });

  it('the forming bar never changes the base run', () => {
    fc.assert(
      fc.property(barsArb(42, 120), (bars) => {
        const base = runInstrument(bars.slice(0, -1), opts);
        const snapshot = JSON.stringify({ d: base.days, t: base.trades, s: cloneBreakoutState(base.state) });
        withFormingBar(base, bars[bars.length - 1]);
        stepBreakout(cloneBreakoutState(base.state), bars[bars.length - 1]);
        expect(JSON.stringify({ d: base.days, t: base.trades, s: cloneBreakoutState(base.state) })).toBe(
          snapshot,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('trades do not overlap and exits follow entries', () => {
    fc.assert(
      fc.property(barsArb(41, 200), (bars) => {
        const run = runInstrument(bars, opts);
        for (let i = 0; i < run.trades.length; i++) {
          const t = run.trades[i];
          if (t.exitDate) expect(t.exitDate > t.entryDate).toBe(true);
          else expect(i).toBe(run.trades.length - 1);
          if (i > 0) expect(t.entryDate >= run.trades[i - 1].exitDate!).toBe(true);
          expect(t.qty).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('blotter instructions (hand-checked)', () => {
  const fmt = priceFormatter(0.01);
  it('reports an entry made today with its exit level', () => {
    // Closes 100..140: bar 40 closes 140 above HH_40 = 139 -> long 714 shares (floor(100,000 / 140));
    // exit level = lowest of the last 20 bars (121..140) = 121.
    const run = runInstrument(
      flatBars(Array.from({ length: 41 }, (_, i) => 100 + i)),
      engineOptionsFor('equities'),
    );
    expect(blotterInstruction(run, fmt)).toBe('Entered long 714 at 140.00; exit on a close below 121.00');
  });
  it('prepares an entry when the close sits within one N of the 40-day high', () => {
    // A flat line at 100: HH_40 = 100 = close, N = 0 -> buy floor(100,000 / 100) = 1000 above 100.
    const run = runInstrument(flatBars(Array(45).fill(100)), engineOptionsFor('equities'));
    expect(blotterInstruction(run, fmt)).toBe('Buy 1000 at the close if above 100.00');
  });
  it('says nothing when every trigger is more than one N away (long-only crypto in a fall)', () => {
    // Falling 1 a day from 200: N = 1, HH_40 is 39 above the close; long-only never shorts.
    const run = runInstrument(
      flatBars(Array.from({ length: 60 }, (_, i) => 200 - i)),
      engineOptionsFor('crypto'),
    );
    expect(run.state.position).toBe(0);
    expect(blotterInstruction(run, fmt)).toBe('');
  });
  it('formats on the tick grid', () => {
    expect(priceFormatter(0.015625)(111.0156251)).toBe('111.015625');
    expect(priceFormatter(0.25)(6012.3)).toBe('6012.25');
  });
});
