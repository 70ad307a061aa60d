import type { Side } from './fifo';

export interface HighLow {
  high: number;
  low: number;
}

export interface BreakoutLevels {
  high40: number;
  low40: number;
  high20: number;
  low20: number;
}

export const MIN_LEVEL_BARS = 46;
export const SKIPPED_LATEST_BARS = 4;

const maxHigh = (bars: readonly HighLow[]) => Math.max(...bars.map((b) => b.high));
const minLow = (bars: readonly HighLow[]) => Math.min(...bars.map((b) => b.low));

/**
 * Spec 02 §4: levels need at least 46 bars and are computed on the bars excluding the latest 4:
 * the 40-day high/low over the last 40 of those, the 20-day high/low over the last 20.
 */
export function breakoutLevels(bars: readonly HighLow[]): BreakoutLevels | null {
  if (bars.length < MIN_LEVEL_BARS) return null;
  const base = bars.slice(0, bars.length - SKIPPED_LATEST_BARS);
  const last40 = base.slice(-40);
  const last20 = base.slice(-20);
  return { high40: maxHigh(last40), low40: minLow(last40), high20: maxHigh(last20), low20: minLow(last20) };
}

export type AutoTradeReason = 'long-initiation' | 'short-cover' | 'short-initiation' | 'long-liquidation';

export interface AutoTradeDecision {
  side: Side;
  amount: number;
  reason: AutoTradeReason;
}

/**
 * The four auto-trade rules, on the latest bar's close (bars end at the current day).
 * Entries use the chosen number of contracts; exits close the whole net position.
 */
export function autoTradeDecision(
  bars: readonly (HighLow & { close: number })[],
  net: number,
  contracts: number,
): AutoTradeDecision | null {
  const levels = breakoutLevels(bars);
  const last = bars.at(-1);
  if (!levels || !last) return null;
  const close = last.close;
  if (net === 0 && close > levels.high40)
    return { side: 'long', amount: contracts, reason: 'long-initiation' };
  if (net < 0 && close > levels.high20) return { side: 'long', amount: -net, reason: 'short-cover' };
  if (net === 0 && close < levels.low40)
    return { side: 'short', amount: contracts, reason: 'short-initiation' };
  if (net > 0 && close < levels.low20) return { side: 'short', amount: net, reason: 'long-liquidation' };
  return null;
}

/** Whether the browser may place an auto trade now (active, nothing pending, 3 s since the last one). */
export function autoTradeAllowed(o: {
  active: boolean;
  paused: boolean;
  pending: boolean;
  lastAutoTradeAt: number;
  now: number;
  cooldownMs: number;
}): boolean {
  return o.active && !o.paused && !o.pending && o.now - o.lastAutoTradeAt >= o.cooldownMs;
}
