import type { InstrumentRun } from './run-instrument';
import type { Position, Trade } from './types';

/** An instrument's signal as it stood at the close of one day (the delayed rows of free viewers). */
export interface StateOn {
  date: string;
  close: number;
  position: Position;
  /** The trade open after that day's close, null when flat. */
  open: Trade | null;
  /** A position was closed on that day and none is open after it. */
  closedThatDay: boolean;
  /** Dollar open-trade equity at that day's close. */
  openEquity: number;
}

/** The state after the last bar on or before `date`; null when the run has no bar by then. */
export function stateOn(run: InstrumentRun, date: string): StateOn | null {
  let i = run.days.length - 1;
  while (i >= 0 && run.days[i]!.date > date) i--;
  const day = run.days[i];
  if (!day) return null;
  const d = day.date;
  let open: Trade | null = null;
  if (day.position !== 0) {
    for (let k = run.trades.length - 1; k >= 0; k--) {
      const t = run.trades[k]!;
      if (t.entryDate <= d && (t.exitDate === null || t.exitDate > d)) {
        open = t;
        break;
      }
    }
  }
  const prev = run.days[i - 1]?.position ?? 0;
  const dir = open?.side === 'short' ? -1 : 1;
  const openEquity = open ? dir * (day.close - open.entryPrice) * open.qty * run.state.opts.pointValue : 0;
  return {
    date: d,
    close: day.close,
    position: day.position,
    open,
    closedThatDay: prev !== 0 && day.position === 0,
    openEquity,
  };
}
