import type { InstrumentRun } from '../../../core/engine/run-instrument';
import { changeMarker } from '../../../core/engine/signals';
import type { Trade } from '../../../core/engine/types';

/** One position change of the model account as the ledger records it (before market, seq, hashes). */
export interface RunChange {
  symbol: string;
  barDate: string;
  action: string;
  fillPrice: number;
  stop: number | null;
  size: number;
}

/**
 * Every position change of a run, oldest first: the same derivation as the signal alerts (the change
 * marker between two days' positions, filled at that day's close on the tick grid, the stop that
 * protects the new position = the trade's exit level on its entry day, which is what
 * `levelsOfRun(...).stop` shows that evening), applied to every day instead of the last one only.
 * `round` puts a price on the instrument's tick grid (markets/common `tickRound`).
 */
export function runChanges(
  symbol: string,
  run: Pick<InstrumentRun, 'days' | 'trades'>,
  round: (price: number) => number,
): RunChange[] {
  const opened = new Map<string, Trade>();
  const closed = new Map<string, Trade>();
  for (const t of run.trades) {
    opened.set(t.entryDate, t);
    if (t.exitDate) closed.set(t.exitDate, t);
  }
  const out: RunChange[] = [];
  let prev = 0 as 0 | 1 | -1;
  for (const d of run.days) {
    const marker = changeMarker(prev, d.position);
    prev = d.position;
    if (marker === 'none') continue;
    const o = d.position !== 0 ? opened.get(d.date) : undefined;
    const c = closed.get(d.date);
    out.push({
      symbol,
      barDate: d.date,
      action: marker,
      fillPrice: round(d.close),
      stop: o ? round(o.initialStop) : null,
      size: o?.qty ?? c?.qty ?? 0,
    });
  }
  return out;
}
