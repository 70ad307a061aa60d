import { winRateOf } from './conditions';
import { addDays } from './dates';
import type { InstrumentRun } from './run-instrument';
import type { Trade } from './types';

/** Returns are P&L over the model account (DESIGN §5), in percent, not compounded. */
export interface PortfolioSummary {
  asOf: string | null;
  day: number;
  month: number;
  year: number;
  /** This month's P&L in dollars (`month` is it over the starting capital). */
  monthPnl: number;
  /** The model account's starting capital the percentages are taken of. */
  account: number;
  /** Percent of trades closed in the last 30 calendar days that made money; null under 10 of them. */
  winRate: number | null;
  closedLast30: number;
  long: number;
  short: number;
  flat: number;
  /** Instruments whose position changed on the last day. */
  todayTrades: number;
}

export function pct(pnl: number, account: number): number {
  return (pnl / account) * 100;
}

/** The latest date of any run: the market's "today". */
export function latestDate(runs: readonly Pick<InstrumentRun, 'days'>[]): string | null {
  let d: string | null = null;
  for (const r of runs) {
    const last = r.days[r.days.length - 1];
    if (last && (d === null || last.date > d)) d = last.date;
  }
  return d;
}

/** `minTrades`: the win rate's condition (lowered only by tests of the counting). */
export function summarizePortfolio(
  runs: readonly InstrumentRun[],
  account: number,
  minTrades?: number,
): PortfolioSummary {
  const asOf = latestDate(runs);
  const out: PortfolioSummary = {
    asOf,
    day: 0,
    month: 0,
    year: 0,
    monthPnl: 0,
    account,
    winRate: null,
    closedLast30: 0,
    long: 0,
    short: 0,
    flat: 0,
    todayTrades: 0,
  };
  if (!asOf) return out;
  const month = asOf.slice(0, 7);
  const year = asOf.slice(0, 4);
  const since = addDays(asOf, -30);
  let dayPnl = 0;
  let monthPnl = 0;
  let yearPnl = 0;
  let wins = 0;
  for (const r of runs) {
    // Walk back only through this year: the cost does not grow with the length of the history.
    for (let i = r.days.length - 1; i >= 0; i--) {
      const d = r.days[i];
      if (!d || d.date.slice(0, 4) !== year) break;
      yearPnl += d.pnl;
      if (d.date.slice(0, 7) === month) monthPnl += d.pnl;
      if (d.date === asOf) dayPnl += d.pnl;
    }
    for (let i = r.trades.length - 1; i >= 0; i--) {
      const t = r.trades[i];
      if (!t) break;
      if (t.exitDate === null) continue;
      if (t.exitDate < since) break;
      out.closedLast30++;
      if ((t.pnl ?? 0) > 0) wins++;
    }
    const n = r.days.length;
    const last = r.days.at(-1);
    const pos = last?.position ?? 0;
    if (pos === 1) out.long++;
    else if (pos === -1) out.short++;
    else out.flat++;
    if (n > 1 && last?.date === asOf && r.days[n - 2]?.position !== pos) out.todayTrades++;
    else if (n === 1 && pos !== 0) out.todayTrades++;
  }
  out.day = pct(dayPnl, account);
  out.month = pct(monthPnl, account);
  out.monthPnl = monthPnl;
  out.year = pct(yearPnl, account);
  out.winRate = winRateOf(wins, out.closedLast30, minTrades);
  return out;
}

/**
 * Several model accounts taken together (the landing's 'Total Portfolio'): their P&L over their
 * combined starting capital, in percent; not the mean of their percentages.
 */
export function combinedReturnPct(
  accounts: ReadonlyArray<{ monthPnl: number; startingCapital: number }>,
): number | null {
  const capital = accounts.reduce((s, a) => s + a.startingCapital, 0);
  return capital > 0 ? (accounts.reduce((s, a) => s + a.monthPnl, 0) / capital) * 100 : null;
}

/** Daily account balance: starting capital plus the cumulative P&L of every instrument. */
export function equityCurve(
  runs: readonly InstrumentRun[],
  account: number,
  from?: string,
): Array<{ date: string; equity: number }> {
  const byDate = new Map<string, number>();
  for (const r of runs) for (const d of r.days) byDate.set(d.date, (byDate.get(d.date) ?? 0) + d.pnl);
  const dates = [...byDate.keys()].sort();
  let equity = account;
  const out: Array<{ date: string; equity: number }> = [];
  for (const date of dates) {
    equity += byDate.get(date) ?? 0;
    if (!from || date >= from) out.push({ date, equity });
  }
  return out;
}

/** Closed trades, newest exit first. */
export function closedTrades(runs: readonly InstrumentRun[]): Trade[] {
  return runs
    .flatMap((r) => r.trades.filter((t) => t.exitDate !== null))
    .sort((a, b) => (b.exitDate! < a.exitDate! ? -1 : 1));
}
