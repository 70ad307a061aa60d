import { ATR_PERIOD } from '../engine/model-account';
import { equityCurve } from '../engine/portfolio';
import { runInstrument } from '../engine/run-instrument';
import type { InstrumentRun } from '../engine/run-instrument';
import type { Bar, EngineOptions } from '../engine/types';
import { LAB_OWN_ACCOUNT } from '../schemas/lab';
import type { LabBacktestResponse, LabTrade } from '../schemas/lab';
import { labStats } from './stats';

/**
 * The strategy lab's run: the signals' own engine (`runInstrument`, the same code that
 * publishes the ledger) over each instrument with the member's lengths, fills at the signal bar's
 * close, summed into one model account. Pure: the bars come in, the answer goes out.
 */
export interface LabInstrument {
  symbol: string;
  bars: readonly Bar[];
  opts: EngineOptions;
}

export interface LabRunInput {
  instruments: readonly LabInstrument[];
  account: number;
  periodsPerYear: number;
}

export type LabRunResult = Omit<
  LabBacktestResponse,
  'sizing' | 'entryDays' | 'exitDays' | 'longOnly' | 'demoData'
>;

const r2 = (x: number) => Math.round(x * 100) / 100;

/** Own data's engine options: a fixed $100,000 per position, fractional units (stated in the answer). */
export function ownDataOptions(entry: number, exit: number, longOnly: boolean): EngineOptions {
  return {
    entry,
    exit,
    longOnly,
    atrPeriod: ATR_PERIOD,
    pointValue: 1,
    size: (_n, price) => Math.round((LAB_OWN_ACCOUNT / price) * 1e4) / 1e4,
  };
}

/** Bars inside [from, to] (inclusive; either end open). */
export function barsInRange(bars: readonly Bar[], from?: string, to?: string): Bar[] {
  return bars.filter((b) => (!from || b.date >= from) && (!to || b.date <= to));
}

/** 365 sessions a year when the history trades on weekends (coins), else an exchange's 252. */
export function periodsPerYearOf(bars: readonly Bar[]): number {
  return bars.some((b) => {
    const day = new Date(`${b.date}T00:00:00Z`).getUTCDay();
    return day === 0 || day === 6;
  })
    ? 365
    : 252;
}

function tradesOf(symbol: string, run: InstrumentRun, opts: EngineOptions): LabTrade[] {
  const last = run.days.at(-1);
  if (!last) return [];
  return run.trades.map((t) => {
    const sign = t.side === 'long' ? 1 : -1;
    const pnl = t.pnl ?? sign * (last.close - t.entryPrice) * t.qty * opts.pointValue;
    return {
      symbol,
      side: t.side,
      entryDate: t.entryDate,
      entryPrice: t.entryPrice,
      exitDate: t.exitDate,
      exitPrice: t.exitPrice,
      quantity: t.qty,
      pnl: r2(pnl),
    };
  });
}

/**
 * Buy and hold of the same instruments: each bought at its first close with what the model account
 * puts in a first position (`size` without N: one futures contract, $100,000 of a stock, $10,000 of
 * a coin, the whole account of own data), marked at every close after.
 */
export function buyAndHold(instruments: readonly LabInstrument[], account: number) {
  const byDate = new Map<string, number>();
  for (const { bars, opts } of instruments) {
    const first = bars[0];
    if (!first) continue;
    const qty = opts.size(null, first.close);
    let prev = first.close;
    for (const b of bars) {
      byDate.set(b.date, (byDate.get(b.date) ?? 0) + qty * (b.close - prev) * opts.pointValue);
      prev = b.close;
    }
  }
  let equity = account;
  return [...byDate.keys()].sort().map((date) => {
    equity += byDate.get(date)!;
    return { date, equity: r2(equity) };
  });
}

export function runLab(input: LabRunInput): LabRunResult {
  const runs = input.instruments.map((i) => runInstrument(i.bars, i.opts));
  const trades = input.instruments.flatMap((instrument, k) => {
    const run = runs[k];
    return run?.days.length ? tradesOf(instrument.symbol, run, instrument.opts) : [];
  });
  trades.sort((a, b) => (a.entryDate < b.entryDate ? -1 : a.entryDate > b.entryDate ? 1 : 0));
  const equity = equityCurve(runs, input.account);
  return {
    trades,
    equity: equity.map((p) => ({ date: p.date, equity: r2(p.equity) })),
    buyAndHold: buyAndHold(input.instruments, input.account),
    stats: labStats(runs, equity, input.periodsPerYear),
    startingEquity: input.account,
  };
}
