import type { InstrumentRun } from '../../../core/engine/run-instrument';
import type { DayResult, Position, Trade } from '../../../core/engine/types';
import type { LedgerRow } from '../../../core/schemas/ledger';

const AFTER: Record<string, Position> = {
  'long-initiation': 1,
  'reversal-to-long': 1,
  'short-initiation': -1,
  'reversal-to-short': -1,
  liquidation: 0,
};

/**
 * One instrument's record as published: positions, sizes and fills come from its ledger rows (what
 * subscribers were told), the stored closes only mark open positions between fills. With the
 * engine's own fills (a close on the tick grid) this is the engine's run to the cent: the same
 * daily P&L expression, position x size x (price - last mark) x point value.
 */
export function publishedRun(
  rows: readonly LedgerRow[],
  bars: readonly Pick<DayResult, 'date' | 'close'>[],
  pointValue: number,
): Pick<InstrumentRun, 'days' | 'trades'> {
  const events = [...rows].sort((a, b) => a.barDate.localeCompare(b.barDate) || a.seq - b.seq);
  const days: DayResult[] = [];
  const trades: Trade[] = [];
  let pos: Position = 0;
  let qty = 0;
  let mark: number | null = null;
  let open: Trade | null = null;
  let i = 0;
  let j = 0;
  while (i < events.length || j < bars.length) {
    const date =
      j >= bars.length || (i < events.length && events[i].barDate < bars[j].date)
        ? events[i].barDate
        : bars[j].date;
    let pnl = 0;
    const row = events[i]?.barDate === date ? events[i++] : null;
    const bar = bars[j]?.date === date ? bars[j++] : null;
    if (row) {
      if (pos !== 0 && mark !== null) pnl += pos * qty * (row.fillPrice - mark) * pointValue;
      if (open) {
        open.exitDate = date;
        open.exitPrice = row.fillPrice;
        open.pnl = pos * (row.fillPrice - open.entryPrice) * open.qty * pointValue;
        open = null;
      }
      pos = AFTER[row.action] ?? 0;
      qty = pos === 0 ? 0 : row.size;
      if (pos !== 0) {
        open = {
          side: pos === 1 ? 'long' : 'short',
          entryDate: date,
          entryPrice: row.fillPrice,
          qty,
          initialStop: row.stop ?? row.fillPrice,
          exitDate: null,
          exitPrice: null,
          pnl: null,
        };
        trades.push(open);
      }
      mark = row.fillPrice;
    }
    if (bar) {
      if (pos !== 0 && mark !== null) pnl += pos * qty * (bar.close - mark) * pointValue;
      mark = bar.close;
    }
    days.push({ date, close: mark ?? 0, position: pos, pnl, tr: 0, n: null });
  }
  return { days, trades };
}
