import { cloneBreakoutState, createBreakoutState, levelsOf, stepBreakout } from './breakout';
import type { BreakoutState, Levels } from './breakout';
import type { Bar, DayResult, EngineOptions, Trade } from './types';

/** Everything the engine knows about one instrument after its last bar. */
export interface InstrumentRun {
  state: BreakoutState;
  days: DayResult[];
  /** Every trade, oldest first; the last one is open when the position is not flat. */
  trades: Trade[];
}

export function emptyRun(opts: EngineOptions): InstrumentRun {
  return { state: createBreakoutState(opts), days: [], trades: [] };
}

/** Steps more (final) bars into a run, in place: the incremental path of the scheduler. */
export function extendRun(run: InstrumentRun, bars: readonly Bar[]): InstrumentRun {
  for (const bar of bars) {
    run.days.push(stepBreakout(run.state, bar));
    if (run.state.opened) run.trades.push(run.state.opened);
  }
  return run;
}

export function runInstrument(bars: readonly Bar[], opts: EngineOptions): InstrumentRun {
  return extendRun(emptyRun(opts), bars);
}

/**
 * The run as it would stand if the forming bar closed now, without touching `base` (so the next
 * tick of the forming bar starts again from the last final bar: one step, not a recomputation).
 */
export function withFormingBar(base: InstrumentRun, bar: Bar | null): InstrumentRun {
  if (!bar) return base;
  const state = cloneBreakoutState(base.state);
  const day = stepBreakout(state, bar);
  const { opened, closed } = state;
  const trades = base.trades.slice();
  if (closed) trades[trades.length - 1] = closed;
  if (opened) trades.push(opened);
  return { state, days: [...base.days, day], trades };
}

export function levelsOfRun(run: InstrumentRun): Levels {
  return levelsOf(run.state);
}

/** Open trade equity in dollars (0 when flat). */
export function openTradeEquity(run: InstrumentRun): number {
  const t = run.state.open;
  const last = run.days[run.days.length - 1];
  if (!t || !last) return 0;
  return (t.side === 'long' ? 1 : -1) * (last.close - t.entryPrice) * t.qty * run.state.opts.pointValue;
}

/**
 * Reward to risk of the open trade as an R multiple: open profit per unit of the initial risk
 * (distance from the entry to the exit level on the entry day). Null when flat or risk is zero.
 */
export function rewardToRisk(run: InstrumentRun): number | null {
  const t = run.state.open;
  const last = run.days[run.days.length - 1];
  if (!t || !last) return null;
  const risk = Math.abs(t.entryPrice - t.initialStop);
  if (risk === 0) return null;
  return ((t.side === 'long' ? 1 : -1) * (last.close - t.entryPrice)) / risk;
}
