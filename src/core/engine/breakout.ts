import type { Bar, DayResult, EngineOptions, Position, Trade } from './types';

/**
 * The breakout rule of DESIGN §5 as a streaming state machine (the bennycode/trading-signals habit:
 * `step` one bar at a time, no I/O). HH_n / LL_n are the highest high / lowest low of the n bars
 * BEFORE bar t. At the close of bar t: flat goes long if close > HH_entry, short if close < LL_entry;
 * a long exits if close < LL_exit, a short if close > HH_exit; after an exit the entry test runs on
 * the same bar (reversal). Fills at that close. No signal before `entry` prior bars exist.
 */
export interface BreakoutState {
  readonly opts: EngineOptions;
  /** Bars seen so far (the index of the next bar). */
  count: number;
  /** Ring buffers of the last `window` highs, lows and closes. */
  highs: Float64Array;
  lows: Float64Array;
  closes: Float64Array;
  trs: Float64Array;
  trSum: number;
  prevClose: number | null;
  position: Position;
  /** The open trade, if any (the same object is later completed in the trades list). */
  open: Trade | null;
  entryIndex: number;
  /** Trades opened / closed by the last step. */
  opened: Trade | null;
  closed: Trade | null;
}

export const POWER_PERIOD = 20;

export function createBreakoutState(opts: EngineOptions): BreakoutState {
  const window = Math.max(opts.entry, opts.exit, POWER_PERIOD + 1);
  return {
    opts,
    count: 0,
    highs: new Float64Array(window),
    lows: new Float64Array(window),
    closes: new Float64Array(window),
    trs: new Float64Array(opts.atrPeriod),
    trSum: 0,
    prevClose: null,
    position: 0,
    open: null,
    entryIndex: -1,
    opened: null,
    closed: null,
  };
}

/** A copy that can be stepped without touching the original (the forming bar is stepped on a copy). */
export function cloneBreakoutState(s: BreakoutState): BreakoutState {
  return {
    ...s,
    highs: s.highs.slice(),
    lows: s.lows.slice(),
    closes: s.closes.slice(),
    trs: s.trs.slice(),
    open: s.open ? { ...s.open } : null,
  };
}

/** Highest of the last k values of a ring that holds `count` values (k <= count, k <= ring size). */
function ringMax(ring: Float64Array, count: number, k: number): number {
  const w = ring.length;
  let idx = (count - 1) % w;
  let m = -Infinity;
  for (let j = 0; j < k; j++) {
    const v = ring[idx] ?? -Infinity;
    if (v > m) m = v;
    idx = idx === 0 ? w - 1 : idx - 1;
  }
  return m;
}

function ringMin(ring: Float64Array, count: number, k: number): number {
  const w = ring.length;
  let idx = (count - 1) % w;
  let m = Infinity;
  for (let j = 0; j < k; j++) {
    const v = ring[idx] ?? Infinity;
    if (v < m) m = v;
    idx = idx === 0 ? w - 1 : idx - 1;
  }
  return m;
}

/**
 * Feeds one bar; mutates the state and returns the day's result. The trades opened and closed on
 * this bar are left in `s.opened` / `s.closed` (no extra object per bar: 110 x 10 years is hot).
 */
export function stepBreakout(s: BreakoutState, bar: Bar): DayResult {
  const { entry, exit, longOnly, atrPeriod, pointValue } = s.opts;
  const i = s.count;
  const { close } = bar;
  const prev = s.position;
  const pnl = s.prevClose === null || !s.open ? 0 : prev * s.open.qty * (close - s.prevClose) * pointValue;

  // N: a simple average of the last `atrPeriod` true ranges, this bar included.
  const tr =
    s.prevClose === null
      ? bar.high - bar.low
      : Math.max(bar.high, s.prevClose) - Math.min(bar.low, s.prevClose);
  const slot = i % atrPeriod;
  s.trSum += tr - (i >= atrPeriod ? (s.trs[slot] ?? 0) : 0);
  s.trs[slot] = tr;
  const n = i + 1 >= atrPeriod ? s.trSum / atrPeriod : null;

  let pos: Position = prev;
  let closed: Trade | null = null;
  let opened: Trade | null = null;
  if (pos !== 0 && i >= exit) {
    const out = pos === 1 ? close < ringMin(s.lows, i, exit) : close > ringMax(s.highs, i, exit);
    if (out && s.open) {
      closed = s.open;
      closed.exitDate = bar.date;
      closed.exitPrice = close;
      closed.pnl = pos * (close - closed.entryPrice) * closed.qty * pointValue;
      s.open = null;
      pos = 0;
    }
  }
  if (pos === 0 && i >= entry) {
    // One pass over the entry window for both channels (the hot loop of a full recomputation).
    const w = s.highs.length;
    let idx = (i - 1) % w;
    let hh = -Infinity;
    let ll = Infinity;
    for (let j = 0; j < entry; j++) {
      const h = s.highs[idx] ?? -Infinity;
      const l = s.lows[idx] ?? Infinity;
      if (h > hh) hh = h;
      if (l < ll) ll = l;
      idx = idx === 0 ? w - 1 : idx - 1;
    }
    if (close > hh) pos = 1;
    else if (!longOnly && close < ll) pos = -1;
  }

  // The bar joins the windows only after the decision: the channels are built on bars BEFORE t.
  const w = s.highs.length;
  s.highs[i % w] = bar.high;
  s.lows[i % w] = bar.low;
  s.closes[i % w] = close;
  s.count = i + 1;
  s.prevClose = close;

  if (pos !== 0 && s.open === null) {
    const k = Math.min(exit, s.count);
    opened = {
      side: pos === 1 ? 'long' : 'short',
      entryDate: bar.date,
      entryPrice: close,
      qty: s.opts.size(n, close),
      initialStop: pos === 1 ? ringMin(s.lows, s.count, k) : ringMax(s.highs, s.count, k),
      exitDate: null,
      exitPrice: null,
      pnl: null,
    };
    s.open = opened;
    s.entryIndex = i;
  }
  s.position = pos;
  s.opened = opened;
  s.closed = closed;
  return { date: bar.date, close, position: pos, pnl, tr, n };
}

/** Levels after the last bar: what the next session's close is tested against. */
export interface Levels {
  /** The exit level of the open position (the stop shown), null when flat. */
  stop: number | null;
  /** HH / LL of the last `entry` bars (the 40-day high and low). */
  entryHigh: number | null;
  entryLow: number | null;
  /** 20-day move in N: (close - close 20 bars ago) / N. */
  power: number | null;
  n: number | null;
  /** Bars since the entry bar (0 on the entry day), 0 when flat. */
  daysInTrade: number;
}

export function levelsOf(s: BreakoutState): Levels {
  const { entry, exit, atrPeriod } = s.opts;
  const c = s.count;
  const n = c >= atrPeriod ? s.trSum / atrPeriod : null;
  const k = Math.min(exit, c);
  const stop = s.position === 1 ? ringMin(s.lows, c, k) : s.position === -1 ? ringMax(s.highs, c, k) : null;
  const hasEntry = c >= entry;
  const w = s.closes.length;
  const power =
    n && n > 0 && c > POWER_PERIOD
      ? ((s.closes[(c - 1) % w] ?? 0) - (s.closes[(c - 1 - POWER_PERIOD) % w] ?? 0)) / n
      : null;
  return {
    stop: c ? stop : null,
    entryHigh: hasEntry ? ringMax(s.highs, c, entry) : null,
    entryLow: hasEntry ? ringMin(s.lows, c, entry) : null,
    power,
    n,
    daysInTrade: s.position === 0 ? 0 : c - 1 - s.entryIndex,
  };
}
