import type { Config } from '../config';
import { createCsvProvider } from './csv';
import { createDemoProvider } from './demo';
import { createOnlineProvider } from './online';
import type { MarketDataProvider } from './types';

/**
 * Stored demo history: three years of sessions in production (first start stays a few seconds on
 * embedded PGlite), 100 sessions under NODE_ENV=test (40 warm-up bars + the 30-day grid + slack).
 * The same generator runs either way; only how far back the stored window reaches differs.
 */
export function demoHistoryDays(config: Pick<Config, 'NODE_ENV'>): number {
  return config.NODE_ENV === 'test' ? 100 : 756;
}

/** The crypto pages say the live account runs since July 2022: the demo history starts there. */
export const CRYPTO_LIVE_SINCE = '2022-07-01';
export function demoHistorySince(config: Pick<Config, 'NODE_ENV'>): { crypto?: string } {
  return config.NODE_ENV === 'test' ? {} : { crypto: CRYPTO_LIVE_SINCE };
}

export interface Providers {
  main: MarketDataProvider;
  /** Fills instruments the main source has nothing for (labelled demo data). */
  demo: MarketDataProvider;
}

export function createProviders(config: Config, o: { fetch?: typeof fetch } = {}): Providers {
  const demo = createDemoProvider({ historyDays: demoHistoryDays(config), since: demoHistorySince(config) });
  if (config.MARKET_DATA_PROVIDER === 'csv' && config.INCLUDE_DIR)
    return { main: createCsvProvider({ dir: config.INCLUDE_DIR }), demo };
  if (config.MARKET_DATA_PROVIDER === 'online')
    return { main: createOnlineProvider({ fetch: o.fetch }), demo };
  return { main: demo, demo };
}
