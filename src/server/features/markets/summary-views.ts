import type { Viewer } from '../../../core/access';
import { priceFormatter } from '../../../core/engine/blotter';
import { openTradeEquity } from '../../../core/engine/run-instrument';
import { activeMultiple, positionType } from '../../../core/engine/signals';
import { lockSignal } from '../../../core/markets/locks';
import type { Market, PerformanceSummary, Signal } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { round } from './common';
import { MARKETS } from './refresh';
import { getMarketData } from './store';
import type { MarketData } from './store';

/** GET /api/signals rows: open positions first (newest entry first for premium), then closed today, then flat. */
export function buildSignals(data: MarketData, viewer: Viewer, limit?: number): Signal[] {
  const rows = data.instruments.map((li) => {
    const fmt = priceFormatter(li.row.tickSize);
    const t = li.run.state.open;
    const last = li.run.days[li.run.days.length - 1];
    const prev = li.run.days[li.run.days.length - 2];
    const closedToday = !t && prev && prev.position !== 0 && last.position === 0;
    const dir = t?.side === 'short' ? -1 : 1;
    const row: Signal = {
      id: `${data.market}-${li.row.symbol}`,
      symbol: li.row.symbol,
      name: li.row.name,
      signal: positionType(li.run.state.position),
      entryPrice: t ? fmt(t.entryPrice) : 'n/a',
      currentPrice: fmt(li.lastClose),
      pnl: t ? openTradeEquity(li.run).toFixed(2) : 'n/a',
      pnlPercentage: t ? `${((dir * (li.lastClose - t.entryPrice) * 100) / t.entryPrice).toFixed(2)}%` : 'n/a',
      status: t ? 'active' : closedToday ? 'closed' : 'flat',
      market: data.market,
      entryDate: t?.entryDate ?? null,
    };
    return row;
  });
  // Newest entry first for premium; others get no entry dates, so not their order either.
  const byEntry = viewer === 'premium';
  rows.sort(
    (a, b) => rank(a) - rank(b) || (byEntry ? (b.entryDate ?? '').localeCompare(a.entryDate ?? '') : 0) || a.symbol.localeCompare(b.symbol),
  );
  return rows.slice(0, limit ?? rows.length).map((r) => lockSignal(r, viewer));
}

const rank = (s: Signal) => (s.status === 'active' ? 0 : s.status === 'closed' ? 1 : 2);

export function buildPerformanceOf(data: MarketData): PerformanceSummary {
  const s = data.summary;
  return {
    market: data.market,
    totalSignals: s.long + s.short,
    winRate: round(s.winRate, 1),
    totalPnl: round(s.month),
    demoData: data.demoData,
  };
}

export async function buildPerformance(deps: Deps): Promise<PerformanceSummary[]> {
  return Promise.all(MARKETS.map(async (m: Market) => buildPerformanceOf(await getMarketData(deps, m))));
}

export interface DashboardMarketSummary {
  currentPerformance: { day: number; month: number; year: number };
  todayTrades: number;
  positions: { long: number; short: number; flat: number };
  activeMarkets: Array<{ symbol: string; atrMultiple: number }>;
  demoData: boolean;
}

/**
 * The futures figures of /api/traders-dashboard (performance and activity): the same for every
 * signed-in viewer (aggregates, no per-symbol detail beyond today's range expansion).
 */
export async function getDashboardMarketSummary(deps: Deps, _viewer: Viewer): Promise<DashboardMarketSummary> {
  const data = await getMarketData(deps, 'futures');
  const s = data.summary;
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
    todayTrades: s.todayTrades,
    positions: { long: s.long, short: s.short, flat: s.flat },
    activeMarkets,
    demoData: data.demoData,
  };
}
