import { lockDelayedFuturesPrices, lockedSignal, newestVisibleIndex, symbolAccess } from '../../core/access';
import type { MarketView } from '../../core/access';
import { priceFormatter } from '../../core/engine/blotter';
import { activeMultiple, positionType } from '../../core/engine/signals';
import { stateOn } from '../../core/engine/state-on';
import type { PerformanceSummary, Signal } from '../../core/schemas/markets';
import { countPositions, round, tradingDates, visiblePositions } from './common';
import type { MarketData } from './store';

/**
 * GET /api/signals rows, built through the viewer policy: free is delayed. A symbol the viewer
 * sees live shows today; any other shows the signal as of the newest day the viewer sees on the
 * market's page (its date, close and P&L of that day); a market the viewer may not open is locked.
 * Open positions first (newest entry first), then closed that day, then flat.
 */
export function buildSignals(data: MarketData, view: MarketView, limit?: number): Signal[] {
  const dates = tradingDates(data, view.gridDays);
  const rows = data.instruments.map((li) => {
    const fmt = priceFormatter(li.row.tickSize);
    const idx = newestVisibleIndex(view, li.row.symbol);
    const live = symbolAccess(view, li.row.symbol) === 'live';
    const s = stateOn(li.run, idx === null || live ? li.lastDate : dates[idx]);
    const t = s?.open ?? null;
    const close = s?.close ?? li.lastClose;
    const dir = t?.side === 'short' ? -1 : 1;
    const row: Signal = {
      id: `${data.market}-${li.row.symbol}`,
      symbol: li.row.symbol,
      name: li.row.name,
      signal: positionType(s?.position ?? 0),
      entryPrice: t ? fmt(t.entryPrice) : 'n/a',
      currentPrice: fmt(close),
      pnl: t ? s!.openEquity.toFixed(2) : 'n/a',
      pnlPercentage: t ? `${((dir * (close - t.entryPrice) * 100) / t.entryPrice).toFixed(2)}%` : 'n/a',
      status: t ? 'active' : s?.closedThatDay ? 'closed' : 'flat',
      market: data.market,
      entryDate: t?.entryDate ?? null,
      asOf: s?.date ?? null,
      delayed: !live,
      demoData: li.demoData,
    };
    if (idx === null) return lockedSignal(row);
    return !live && data.market === 'futures' ? lockDelayedFuturesPrices(row) : row;
  });
  rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (b.entryDate ?? '').localeCompare(a.entryDate ?? '') ||
      a.symbol.localeCompare(b.symbol),
  );
  return rows.slice(0, limit ?? rows.length);
}

const RANK: Record<string, number> = { active: 0, closed: 1, flat: 2 };
const rank = (s: Signal) => RANK[s.status] ?? 3;

/** Per-market aggregates; the signal count is of the positions the viewer sees (free is delayed). */
export function buildPerformanceOf(data: MarketData, view: MarketView): PerformanceSummary {
  const s = data.summary;
  const c = countPositions(visiblePositions(data, view));
  return {
    market: data.market,
    totalSignals: c.long + c.short,
    winRate: s.winRate === null ? null : round(s.winRate, 1),
    closedTrades: s.closedLast30,
    tooShort: { ratios: s.winRate === null },
    totalPnl: round(s.month),
    monthPnl: round(s.monthPnl),
    startingCapital: s.account,
    demoData: data.demoData,
  };
}

/** The three markets' summaries, each through its viewer's view (the answer of /api/performance). */
export function buildPerformance(datas: MarketData[], views: MarketView[]): PerformanceSummary[] {
  return datas.map((d, i) => buildPerformanceOf(d, views[i]));
}

export interface DashboardMarketSummary {
  currentPerformance: { day: number; month: number; year: number };
  todayTrades: number;
  positions: { long: number; short: number; flat: number };
  positionsAsOf: string | null;
  activeMarkets: Array<{ symbol: string; atrMultiple: number }>;
  demoData: boolean;
}

/**
 * The futures figures of /api/traders-dashboard: performance aggregates and today's range
 * expansion for everyone; position counts and trades of the day as the viewer's futures page shows
 * them (free is delayed).
 */
export function getDashboardMarketSummary(data: MarketData, view: MarketView): DashboardMarketSummary {
  const s = data.summary;
  const seen = visiblePositions(data, view);
  const activeMarkets = data.instruments
    .map((li) => {
      const d = li.run.days;
      return { symbol: li.row.symbol, m: activeMultiple(d[d.length - 1], d[d.length - 2]?.n ?? null) };
    })
    .filter((a): a is { symbol: string; m: number } => a.m !== null)
    .sort((a, b) => b.m - a.m)
    .map((a) => ({ symbol: a.symbol, atrMultiple: round(a.m) }));
  return {
    currentPerformance: { day: round(s.day), month: round(s.month), year: round(s.year) },
    todayTrades: view.access === 'live' ? s.todayTrades : seen.filter((p) => p.changed).length,
    positions: countPositions(seen),
    // The grid's newest unlocked day (the ES preview row is live, the rest as of this day).
    positionsAsOf:
      view.access === 'live' ? null : (tradingDates(data, view.gridDays)[view.visibleDays - 1] ?? null),
    activeMarkets,
    demoData: data.demoData,
  };
}
