import { barsInRange, ownDataOptions, periodsPerYearOf, runLab } from '../../../core/lab/backtest';
import type { LabInstrument, LabRunResult } from '../../../core/lab/backtest';
import { MODEL_ACCOUNT, engineOptionsFor } from '../../../core/engine/model-account';
import type { Bar } from '../../../core/engine/types';
import { LAB_OWN_ACCOUNT } from '../../../core/schemas/lab';
import type { Market } from '../../../core/schemas/markets';

/**
 * One lab run as it crosses to a worker thread: plain data only (engine options hold functions, so
 * the worker builds them). A stored instrument's bars travel packed: OHLC in a Float64Array on a
 * SharedArrayBuffer (no copy per run) and the dates as one string of 10-character dates.
 */
export interface PackedInstrument {
  symbol: string;
  pointValue: number;
  dates: string;
  ohlc: Float64Array;
}

interface Lengths {
  entry: number;
  exit: number;
  longOnly: boolean;
}
export type LabTask = Lengths &
  (
    | { kind: 'market'; market: Market; from?: string; to?: string; instruments: PackedInstrument[] }
    | { kind: 'own'; bars: Bar[] }
  );

const PERIODS_PER_YEAR: Record<Market, number> = { futures: 252, equities: 252, crypto: 365 };

export function packBars(bars: readonly Bar[]): { dates: string; ohlc: Float64Array } {
  const ohlc = new Float64Array(new SharedArrayBuffer(bars.length * 4 * 8));
  bars.forEach((b, i) => ohlc.set([b.open, b.high, b.low, b.close], i * 4));
  return { dates: bars.map((b) => b.date).join(''), ohlc };
}

export function unpackBars(p: Pick<PackedInstrument, 'dates' | 'ohlc'>): Bar[] {
  const n = p.ohlc.length / 4;
  const out: Bar[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const k = i * 4;
    const date = p.dates.slice(i * 10, i * 10 + 10);
    out[i] = {
      date,
      open: p.ohlc[k],
      high: p.ohlc[k + 1],
      low: p.ohlc[k + 2],
      close: p.ohlc[k + 3],
      volume: 0,
    };
  }
  return out;
}

/** The worker's whole job (also run in-process by tests of the rule): the engine over the task's bars. */
export function runLabTask(task: LabTask): LabRunResult {
  if (task.kind === 'own') {
    const instruments: LabInstrument[] = [
      { symbol: 'OWN', bars: task.bars, opts: ownDataOptions(task.entry, task.exit, task.longOnly) },
    ];
    return runLab({ instruments, account: LAB_OWN_ACCOUNT, periodsPerYear: periodsPerYearOf(task.bars) });
  }
  const instruments = task.instruments.map((p) => ({
    symbol: p.symbol,
    bars: barsInRange(unpackBars(p), task.from, task.to),
    opts: engineOptionsFor(task.market, p.pointValue, {
      entry: task.entry,
      exit: task.exit,
      longOnly: task.longOnly,
    }),
  }));
  return runLab({
    instruments,
    account: MODEL_ACCOUNT[task.market],
    periodsPerYear: PERIODS_PER_YEAR[task.market],
  });
}
