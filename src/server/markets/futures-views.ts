import {
  isOpenSymbol,
  lockBlotterInstruction,
  lockFuturesInstrument,
  lockFuturesTabRow,
  lockLists,
  ranksVisible,
} from '../../core/access';
import type { MarketView } from '../../core/access';
import { blotterInstruction } from '../../core/engine/blotter';
import { levelsOf } from '../../core/engine/breakout';
import { addDays, isWeekday } from '../../core/engine/dates';
import { openTradeEquity, rewardToRisk } from '../../core/engine/run-instrument';
import {
  changeMarker,
  lastTwo,
  positionCode,
  positionsOn,
  positionType,
  powerBand,
} from '../../core/engine/signals';
import { formatTickPrice } from '../../core/markets/price-format';
import { FUTURES_SECTORS } from '../../core/markets/universe';
import type {
  BlotterResponse,
  FuturesInstrument,
  FuturesResponse,
  FuturesTabsResponse,
} from '../../core/schemas/markets';
import {
  countPositions,
  externalChartLink,
  positionLists,
  round,
  tickRound,
  tradingDates,
  visiblePositions,
} from './common';
import type { LiveInstrument, MarketData } from './store';

const GRID_DAYS = 30;

function instrumentRow(li: LiveInstrument, dates: string[]): FuturesInstrument {
  const run = li.run;
  const lv = levelsOf(run.state);
  const pos = run.state.position;
  const open = run.state.open;
  const [prev, cur] = lastTwo(run.days);
  const r2r = rewardToRisk(run);
  return {
    symbol: li.row.symbol,
    name: li.row.name,
    sector: li.row.sector,
    chartLink: externalChartLink('futures', li.row.symbol, li.row.exchange),
    positions: positionsOn(run.days, dates).map(positionCode),
    change: changeMarker(prev, cur),
    positionType: positionType(pos),
    longQty: pos === 1 ? (open?.qty ?? 0) : 0,
    shortQty: pos === -1 ? (open?.qty ?? 0) : 0,
    initPrice: open ? tickRound(li, open.entryPrice) : null,
    lastPrice: tickRound(li, li.lastClose),
    netPrice: li.prevClose === null ? 0 : tickRound(li, li.lastClose - li.prevClose),
    ote: round(openTradeEquity(run)),
    rewardToRisk: r2r === null ? null : round(r2r),
    daysInTrade: lv.daysInTrade,
    power: round(lv.power ?? 0),
    stop: lv.stop === null ? null : tickRound(li, lv.stop),
    isPreview: isOpenSymbol('futures', li.row.symbol),
  };
}

function bySector(data: MarketData): LiveInstrument[][] {
  return FUTURES_SECTORS.map((s) => data.instruments.filter((i) => i.row.sector === s));
}

export function buildFutures(data: MarketData, view: MarketView): FuturesResponse {
  const dates = tradingDates(data, GRID_DAYS);
  const lists = positionLists(data);
  const s = data.summary;
  return {
    marketSectors: bySector(data)
      .filter((g) => g.length)
      .map((g) => ({
        name: g[0].row.sector,
        instruments: g.map((li) => lockFuturesInstrument(instrumentRow(li, dates), view)),
      })),
    tradingDates: dates,
    currentPerformance: {
      day: round(s.day),
      month: round(s.month),
      year: round(s.year),
      lastUpdated: data.lastUpdated.toISOString(),
    },
    isPremium: view.viewer === 'premium',
    lists: lockLists(lists, view),
    counts: { total: data.instruments.length, ...countPositions(visiblePositions(data, view)) },
    demoData: data.demoData,
  };
}

export function buildFuturesTabs(data: MarketData, view: MarketView): FuturesTabsResponse {
  const seen = visiblePositions(data, view);
  const typeOf = new Map(data.instruments.map((li, i) => [li.row.symbol, positionType(seen[i].position)]));
  const rows = bySector(data)
    .flat()
    .map((li) => {
      const lv = levelsOf(li.run.state);
      const r2r = rewardToRisk(li.run);
      const power = round(lv.power ?? 0);
      return {
        symbol: li.row.symbol,
        name: li.row.name,
        sector: li.row.sector,
        positionType: positionType(li.run.state.position),
        daysInTrade: lv.daysInTrade,
        ote: round(openTradeEquity(li.run)),
        rewardToRisk: r2r === null ? null : round(r2r),
        power,
        band: powerBand(power),
        lastPrice: tickRound(li, li.lastClose),
      };
    });
  // Premium order: by the true values. Anyone else keeps the sector order: the order of locked
  // values would itself be the premium ranking.
  const inTrade = (r: (typeof rows)[number]) => (r.positionType === 'FLAT' ? -1 : r.daysInTrade);
  const ranks = ranksVisible(view);
  const age = ranks
    ? [...rows].sort((a, b) => inTrade(b) - inTrade(a) || a.symbol.localeCompare(b.symbol))
    : rows;
  const ranked = ranks ? [...rows].sort((a, b) => b.power - a.power) : rows;
  const lock = (list: typeof rows) => list.map((r) => lockFuturesTabRow(r, view, typeOf.get(r.symbol)!));
  return {
    age: {
      title: 'Age View',
      description: ranks
        ? 'Markets sorted by days in trade, longest first; flat markets last'
        : 'Markets in sector order; the order by days in trade is for premium subscribers',
      data: lock(age),
    },
    portfolio: { title: 'Portfolio View', description: 'Every market grouped by sector', data: lock(rows) },
    ranked: {
      title: 'Ranked View',
      description: ranks
        ? 'Markets ranked by power (20-day move in N): 2.2 or more is Strong-Up, -2.2 or less Strong-Down'
        : 'Markets in sector order; the ranking by power (20-day move in N) is for premium subscribers',
      data: lock(ranked),
    },
    lastUpdated: data.lastUpdated.toISOString(),
    demoData: data.demoData,
  };
}

function nextSession(date: string): string {
  let d = addDays(date, 1);
  while (!isWeekday(d)) d = addDays(d, 1);
  return d;
}

export function buildBlotter(data: MarketData, view: MarketView): BlotterResponse {
  const last = data.summary.asOf ?? data.lastUpdated.toISOString().slice(0, 10);
  return {
    entries: bySector(data)
      .flat()
      .map((li) => ({
        symb: li.row.symbol,
        instruction: lockBlotterInstruction(
          li.row.symbol,
          blotterInstruction(li.run, (p) => formatTickPrice(p, li.row.tickSize)),
          view,
        ),
      })),
    forDate: nextSession(last),
    demoData: data.demoData,
  };
}
