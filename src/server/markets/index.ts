import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Market } from '../../core/schemas/markets';
import { cachedAnswer } from './answers';
import { createRefresher } from './refresh';
import type { PublishInRefresh, RefreshReport } from './refresh';
import { createRefreshListeners } from './refresh-listeners';
import type { RefreshListener } from './refresh-listeners';
import { createMarketStore } from './store';
import type { MarketData } from './store';

/**
 * The markets core (decision 0055): the engine's state per market, the data refresh and who hears
 * of it, and the one answer cache. One instance per app, `app.markets`; no module-level state.
 */
export interface Markets {
  /** The market's engine state (loaded once, then reused while its data version holds). */
  data(market: Market): Promise<MarketData>;
  /** The same, without a promise while the data is in memory (hot reads, with `whenReady`). */
  current(market: Market): MarketData | Promise<MarketData>;
  /** Drops the state of one market (all when absent): the next request reloads it. */
  invalidate(market?: Market): void;
  /** One update from the provider (all bars when `full`); calls for one market are serialised. */
  refresh(market: Market, o?: { full?: boolean }): Promise<RefreshReport>;
  refreshAll(o?: { full?: boolean }): Promise<RefreshReport[]>;
  /** Stores the instrument universe (names, specs); pages read instruments from the database. */
  ensureUniverse(): Promise<void>;
  /** Called after each refresh that stored new final bars (signal alerts). */
  onRefreshed(fn: RefreshListener): void;
  /** An answer built from `datas`, serialised once per data version and `key` (answers.ts). */
  answer: typeof cachedAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    markets: Markets;
  }
}

export interface MarketsOptions {
  /** What each refresh publishes in its own transaction (the ledger), wired by the app. */
  publish: PublishInRefresh;
}

export const marketsPlugin = fp<MarketsOptions>(
  async (app: FastifyInstance, opts) => {
    const deps = app.deps;
    const store = createMarketStore(deps);
    const listeners = createRefreshListeners(deps.log);
    const refresher = createRefresher({ deps, store, listeners, publish: opts.publish });
    const markets: Markets = {
      data: store.get,
      current: store.current,
      invalidate: store.invalidate,
      refresh: refresher.refreshMarket,
      refreshAll: refresher.refreshAllMarkets,
      ensureUniverse: refresher.ensureUniverse,
      onRefreshed: listeners.on,
      answer: cachedAnswer,
    };
    app.decorate('markets', markets);
  },
  { name: 'markets' },
);

/**
 * The instrument universe and its price history (the demo seed). Idempotent and incremental: a first
 * start stores the demo history (a few seconds), later starts only add the sessions missed while stopped.
 */
export async function seedMarkets(markets: Markets): Promise<void> {
  await markets.ensureUniverse();
  await markets.refreshAll();
}

export { marketTopic } from './store';
export type { LiveInstrument, MarketData } from './store';
export type { MarketRefreshed } from './refresh-listeners';
export type { RefreshReport } from './refresh';
export type { InstrumentRow } from './repo';
export { loadBars, upsertInstruments } from './repo';
export { tickRound, tradingDates } from './common';
export { buildSignals, buildPerformance, getDashboardMarketSummary } from './summary-views';
export type { DashboardMarketSummary } from './summary-views';
export { buildBlotter, buildFutures, buildFuturesTabs } from './futures-views';
export { buildCrypto, buildEquities } from './stock-views';
export { lastBars } from './repo';
export { signChart, verifyChart } from './chart-tokens';
export type { ChartKind } from './chart-tokens';
export { balanceChartSvg, candleChartSvg } from './charts';
export { cryptoReportPdf } from './pdf';
export { viewOf } from './view';
