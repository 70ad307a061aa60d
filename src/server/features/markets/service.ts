/**
 * What other features may call from the markets feature (import from here, not from the files
 * behind it): the dashboard's performance and activity figures, and the data refresh.
 */
export { getDashboardMarketSummary } from './summary-views';
export type { DashboardMarketSummary } from './summary-views';
export { ensureUniverse, refreshAllMarkets, refreshMarket } from './refresh';
export { getMarketData } from './store';
export type { LiveInstrument, MarketData } from './store';
export { MARKETS } from '../../../core/markets/market';
export { buildSignals } from './summary-views';
export { onMarketRefreshed } from './refresh-listeners';
export type { MarketRefreshed } from './refresh-listeners';
