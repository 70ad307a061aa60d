import { MARKET_WINDOWS, newestVisibleIndex } from '../../core/access';
import type { MarketView } from '../../core/access';
import { priceFormatter } from '../../core/engine/blotter';
import type { Position } from '../../core/engine/types';
import { addDays, isWeekday } from '../../core/engine/dates';
import type { Market } from '../../core/schemas/markets';
import type { LiveInstrument, MarketData } from './store';

export const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** A price on the instrument's tick grid, as a number. */
export function tickRound(li: LiveInstrument, price: number): number {
  return Number(priceFormatter(li.row.tickSize)(price));
}

/**
 * The last `count` trading dates of a market (the grid header): the union of its instruments'
 * newest dates, padded back with earlier sessions when the history is shorter than the grid.
 */
export function tradingDates(data: MarketData, count: number): string[] {
  const set = new Set<string>();
  for (const li of data.instruments) {
    const days = li.run.days;
    for (let i = Math.max(0, days.length - count); i < days.length; i++) set.add(days[i].date);
  }
  const dates = [...set].sort().slice(-count);
  let first = dates[0] ?? data.lastUpdated.toISOString().slice(0, 10);
  while (dates.length < count) {
    first = addDays(first, -1);
    if (data.market === 'crypto' || isWeekday(first)) dates.unshift(first);
  }
  return dates;
}

const TV_EXCHANGE: Record<string, string> = {
  CME: 'CME',
  CBOT: 'CBOT',
  COMEX: 'COMEX',
  NYMEX: 'NYMEX',
  'ICE US': 'ICEUS',
};
const E_MINI: Record<string, string> = { ES: 'CME_MINI', NQ: 'CME_MINI', RTY: 'CME_MINI', YM: 'CBOT_MINI' };

/** The external chart page a symbol links to (opens in a new tab). */
export function externalChartLink(market: Market, symbol: string, exchange: string): string {
  if (market === 'futures')
    return `https://www.tradingview.com/symbols/${E_MINI[symbol] ?? TV_EXCHANGE[exchange] ?? 'CME'}-${symbol}1!/`;
  if (market === 'crypto') return `https://www.tradingview.com/symbols/${symbol}USD/`;
  return `https://www.tradingview.com/symbols/${symbol.replace('.', '-')}/`;
}

export function positionLists(data: MarketData): { long: string[]; short: string[]; flat: string[] } {
  const out = { long: [] as string[], short: [] as string[], flat: [] as string[] };
  for (const li of data.instruments) {
    const p = li.run.state.position;
    (p === 1 ? out.long : p === -1 ? out.short : out.flat).push(li.row.symbol);
  }
  return out;
}

/**
 * Each instrument's position on the newest day `view` shows of it (today when live, the last
 * unlocked grid day when delayed; markets the viewer may not open count as delayed for free), and
 * whether it changed that day: the counts of an answer never tell more than its rows.
 */
export function visiblePositions(
  data: MarketData,
  view: MarketView,
): Array<{ position: Position; changed: boolean }> {
  const dates = tradingDates(data, view.gridDays);
  const delayedIdx = MARKET_WINDOWS[data.market].freeDays - 1;
  return data.instruments.map((li) => {
    const idx = newestVisibleIndex(view, li.row.symbol) ?? delayedIdx;
    const days = li.run.days;
    let i = days.length - 1;
    if (idx !== view.gridDays - 1) while (i >= 0 && days[i].date > dates[idx]) i--;
    const position = i >= 0 ? days[i].position : 0;
    return { position, changed: i >= 0 && (i > 0 ? days[i - 1].position : 0) !== position };
  });
}

export function countPositions(ps: Array<{ position: Position }>): {
  long: number;
  short: number;
  flat: number;
} {
  const out = { long: 0, short: 0, flat: 0 };
  for (const p of ps) {
    if (p.position === 1) out.long++;
    else if (p.position === -1) out.short++;
    else out.flat++;
  }
  return out;
}
