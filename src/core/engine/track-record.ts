import { MIN_TRADES_FOR_RATIOS, winRateOf } from './conditions';
import { equityCurve } from './portfolio';
import type { InstrumentRun } from './run-instrument';

/**
 * The model account's track record (docs/features/track-record.md): figures a subscriber compares with other services
 * (Collective2-style). Pure: dates are the bars' dates, never a clock.
 *
 * Conventions (docs/features/track-record.md):
 * - the equity curve is the account plus the cumulative daily P&L of every instrument (open trades
 *   marked at each close), so daily returns are equity(t) / equity(t-1) - 1;
 * - CAGR compounds the curve's first to last equity over the calendar days between them;
 * - max drawdown is the largest fall from a running peak, in percent of that peak (a positive number);
 * - Sharpe and Sortino are annualised from daily returns (risk-free rate 0): mean / sample standard
 *   deviation, and mean / downside deviation (root mean square of the negative returns over all days);
 * - win rate, profit factor, trades and days in trade count closed trades only;
 * - returns by year and month are the period's P&L over the equity at the start of the period;
 * - figures need their conditions: annualised ones (CAGR, Sharpe, Sortino) a year of
 *   record (`periodsPerYear` sessions), trade ratios (win rate, profit factor) at least
 *   MIN_TRADES_FOR_RATIOS closed trades; short of that they are null and `tooShort` says why
 *   (shown 'n/a (too short)'), never an annualised 119 days or a 100% win rate of one trade.
 */
export { MIN_TRADES_FOR_RATIOS, winRateOf } from './conditions';

/** Which conditions the record misses: its nulls are 'n/a (too short)', not missing data. */
export interface TooShort {
  /** Fewer sessions than a year: CAGR, Sharpe and Sortino are null. */
  annualised: boolean;
  /** Fewer than MIN_TRADES_FOR_RATIOS closed trades: win rate and profit factor are null. */
  ratios: boolean;
}
export interface TrackInstrument {
  symbol: string;
  name: string;
  sector: string;
  run: Pick<InstrumentRun, 'days' | 'trades'>;
}

export interface TrackRecordStats {
  cagr: number | null;
  maxDrawdown: number;
  sharpe: number | null;
  sortino: number | null;
  winRate: number | null;
  profitFactor: number | null;
  /** Mean P&L of the winning closed trades (null without one, or under the ratios' trade count). */
  avgWin: number | null;
  /** Mean P&L of the losing closed trades, negative (null without one, or under the ratios' trade count). */
  avgLoss: number | null;
  trades: number;
  avgDaysInTrade: number;
  /** Sessions in the record (points of the equity curve). */
  sessions: number;
  tooShort: TooShort;
}

export interface TrackRecord {
  from: string | null;
  to: string | null;
  startingEquity: number;
  equity: Array<{ date: string; equity: number }>;
  stats: TrackRecordStats;
  returnsByYear: Array<{ year: string; returnPct: number; pnl: number }>;
  returnsByMonth: Array<{ month: string; returnPct: number; pnl: number }>;
  pnlBySector: Array<{ sector: string; pnl: number; ytdPnl: number }>;
  pnlBySymbol: Array<{
    symbol: string;
    name: string;
    sector: string;
    pnl: number;
    ytdPnl: number;
    trades: number;
    /** Null under MIN_TRADES_FOR_RATIOS closed trades. */
    winRate: number | null;
    avgDaysInTrade: number;
  }>;
  durations: Array<{
    label: string;
    minDays: number;
    maxDays: number | null;
    trades: number;
    /** Null under MIN_TRADES_FOR_RATIOS closed trades. */
    winRate: number | null;
    avgPnl: number;
  }>;
}

const DAY_MS = 86_400_000;
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** Buckets of trade length in calendar days, short to long (trend followers live off the long ones). */
export const DURATION_BUCKETS: Array<{ label: string; minDays: number; maxDays: number | null }> = [
  { label: '1-10 days', minDays: 0, maxDays: 10 },
  { label: '11-30 days', minDays: 11, maxDays: 30 },
  { label: '31-60 days', minDays: 31, maxDays: 60 },
  { label: '61-120 days', minDays: 61, maxDays: 120 },
  { label: 'Over 120 days', minDays: 121, maxDays: null },
];

export function dailyReturns(equity: ReadonlyArray<{ equity: number }>): number[] {
  const out: number[] = [];
  for (let i = 1; i < equity.length; i++) {
    const before = equity[i - 1];
    const now = equity[i];
    if (before && now) out.push(now.equity / before.equity - 1);
  }
  return out;
}

export function maxDrawdownPct(equity: ReadonlyArray<{ equity: number }>): number {
  let peak = -Infinity;
  let worst = 0;
  for (const p of equity) {
    if (p.equity > peak) peak = p.equity;
    else if (peak > 0) worst = Math.max(worst, (peak - p.equity) / peak);
  }
  return worst * 100;
}

/** Annualised Sharpe and Sortino of daily returns; null when there are too few or no spread. */
export function riskRatios(
  returns: readonly number[],
  periodsPerYear: number,
): { sharpe: number | null; sortino: number | null } {
  const n = returns.length;
  if (n < 2) return { sharpe: null, sortino: null };
  const mean = returns.reduce((s, r) => s + r, 0) / n;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (n - 1);
  const downside = Math.sqrt(returns.reduce((s, r) => s + Math.min(r, 0) ** 2, 0) / n);
  const scale = Math.sqrt(periodsPerYear);
  return {
    sharpe: variance > 0 ? (mean / Math.sqrt(variance)) * scale : null,
    sortino: downside > 0 ? (mean / downside) * scale : null,
  };
}

export function cagrPct(equity: ReadonlyArray<{ date: string; equity: number }>): number {
  const first = equity[0];
  const last = equity.at(-1);
  if (equity.length < 2 || !first || !last) return 0;
  const years = daysBetween(first.date, last.date) / 365.25;
  if (years <= 0 || first.equity <= 0 || last.equity <= 0) return 0;
  return ((last.equity / first.equity) ** (1 / years) - 1) * 100;
}

/** Returns per calendar period (`key` cuts a date to 'YYYY' or 'YYYY-MM'), over the equity at the period's start. */
export function periodReturns(
  equity: ReadonlyArray<{ date: string; equity: number }>,
  start: number,
  key: (date: string) => string,
) {
  const out: Array<{ period: string; returnPct: number; pnl: number }> = [];
  let before = start;
  equity.forEach((point, i) => {
    const k = key(point.date);
    const next = equity[i + 1];
    if (next && key(next.date) === k) return;
    const pnl = point.equity - before;
    out.push({ period: k, returnPct: before > 0 ? (pnl / before) * 100 : 0, pnl });
    before = point.equity;
  });
  return out;
}

interface ClosedTrade {
  pnl: number;
  days: number;
}

function tradeFigures(trades: readonly ClosedTrade[], minTrades: number) {
  const wins = trades.filter((t) => t.pnl > 0);
  const gross = wins.reduce((s, t) => s + t.pnl, 0);
  const losses = trades.filter((t) => t.pnl < 0);
  const loss = -losses.reduce((s, t) => s + t.pnl, 0);
  const enough = trades.length > 0 && trades.length >= minTrades;
  return {
    avgWin: enough && wins.length ? gross / wins.length : null,
    avgLoss: enough && losses.length ? -loss / losses.length : null,
    trades: trades.length,
    winRate: winRateOf(wins.length, trades.length, minTrades),
    profitFactor: enough && loss > 0 ? gross / loss : null,
    avgDaysInTrade: trades.length ? trades.reduce((s, t) => s + t.days, 0) / trades.length : 0,
    avgPnl: trades.length ? trades.reduce((s, t) => s + t.pnl, 0) / trades.length : 0,
  };
}

function closedOf(run: TrackInstrument['run']): ClosedTrade[] {
  return run.trades
    .filter((t) => t.exitDate !== null && t.pnl !== null)
    .map((t) => ({ pnl: t.pnl!, days: daysBetween(t.entryDate, t.exitDate!) }));
}

/** P&L per instrument and per sector, all time and in the record's last year, and every closed trade. */
function pnlBreakdown(instruments: readonly TrackInstrument[], year: string, minTrades: number) {
  const allClosed: ClosedTrade[] = [];
  const sectors = new Map<string, { pnl: number; ytdPnl: number }>();
  const pnlBySymbol = instruments.map((i) => {
    let pnl = 0;
    let ytdPnl = 0;
    for (const d of i.run.days) {
      pnl += d.pnl;
      if (d.date.slice(0, 4) === year) ytdPnl += d.pnl;
    }
    const closed = closedOf(i.run);
    allClosed.push(...closed);
    const s = sectors.get(i.sector) ?? { pnl: 0, ytdPnl: 0 };
    sectors.set(i.sector, { pnl: s.pnl + pnl, ytdPnl: s.ytdPnl + ytdPnl });
    const f = tradeFigures(closed, minTrades);
    return {
      symbol: i.symbol,
      name: i.name,
      sector: i.sector,
      pnl,
      ytdPnl,
      trades: f.trades,
      winRate: f.winRate,
      avgDaysInTrade: f.avgDaysInTrade,
    };
  });
  return {
    allClosed,
    pnlBySector: [...sectors].map(([sector, v]) => ({ sector, ...v })).sort((a, b) => b.pnl - a.pnl),
    pnlBySymbol: pnlBySymbol.sort((a, b) => b.pnl - a.pnl),
  };
}

/** Closed trades per duration bucket. */
function durationFigures(closed: readonly ClosedTrade[], minTrades: number): TrackRecord['durations'] {
  return DURATION_BUCKETS.map((b) => {
    const f = tradeFigures(
      closed.filter((t) => t.days >= b.minDays && (b.maxDays === null || t.days <= b.maxDays)),
      minTrades,
    );
    return { ...b, trades: f.trades, winRate: f.winRate, avgPnl: f.avgPnl };
  });
}

/**
 * The whole track record of one market's model account. `periodsPerYear`: 252 for exchanges, 365
 * for crypto. `conditions` lowers the minimums (tests of the formulas on a few hand-worked points).
 */
export function computeTrackRecord(
  instruments: readonly TrackInstrument[],
  account: number,
  periodsPerYear: number,
  conditions: { minSessions?: number; minTrades?: number } = {},
): TrackRecord {
  const minSessions = conditions.minSessions ?? periodsPerYear;
  const minTrades = conditions.minTrades ?? MIN_TRADES_FOR_RATIOS;
  const equity = equityCurve(
    instruments.map((i) => i.run as InstrumentRun),
    account,
  );
  const to = equity.at(-1)?.date ?? null;
  const { allClosed, pnlBySector, pnlBySymbol } = pnlBreakdown(instruments, to?.slice(0, 4) ?? '', minTrades);
  const all = tradeFigures(allClosed, minTrades);
  const tooShort: TooShort = {
    annualised: equity.length < 2 || equity.length < minSessions,
    ratios: all.trades === 0 || all.trades < minTrades,
  };
  const ratios = riskRatios(dailyReturns(equity), periodsPerYear);
  return {
    from: equity[0]?.date ?? null,
    to,
    startingEquity: account,
    equity,
    stats: {
      cagr: tooShort.annualised ? null : cagrPct(equity),
      maxDrawdown: maxDrawdownPct(equity),
      sharpe: tooShort.annualised ? null : ratios.sharpe,
      sortino: tooShort.annualised ? null : ratios.sortino,
      winRate: all.winRate,
      profitFactor: all.profitFactor,
      avgWin: all.avgWin,
      avgLoss: all.avgLoss,
      trades: all.trades,
      avgDaysInTrade: all.avgDaysInTrade,
      sessions: equity.length,
      tooShort,
    },
    returnsByYear: periodReturns(equity, account, (d) => d.slice(0, 4)).map((p) => ({
      year: p.period,
      returnPct: p.returnPct,
      pnl: p.pnl,
    })),
    returnsByMonth: periodReturns(equity, account, (d) => d.slice(0, 7)).map((p) => ({
      month: p.period,
      returnPct: p.returnPct,
      pnl: p.pnl,
    })),
    pnlBySector,
    pnlBySymbol,
    durations: durationFigures(allClosed, minTrades),
  };
}
