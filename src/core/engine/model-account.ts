import type { Market } from '../markets/market';
import type { EngineOptions } from './types';

/**
 * The published model account (DESIGN §5): futures risk 0.5% of $5,000,000 per trade, contracts =
 * floor(25,000 / (N x point value)), at least 1; stocks an equal $100,000 per position (50 x
 * $100,000 = $5,000,000 account); cryptos an equal $10,000 per position (30 x $10,000 = $300,000).
 */
export const MODEL_ACCOUNT: Record<Market, number> = {
  futures: 5_000_000,
  equities: 5_000_000,
  crypto: 300_000,
};
export const FUTURES_RISK_PER_TRADE = 25_000;
export const STOCK_POSITION = 100_000;
export const CRYPTO_POSITION = 10_000;

export const DEFAULT_ENTRY = 40;
export const DEFAULT_EXIT = 20;
export const ATR_PERIOD = 20;

export function futuresContracts(n: number | null, pointValue: number): number {
  if (!n || n <= 0) return 1;
  return Math.max(1, Math.floor(FUTURES_RISK_PER_TRADE / (n * pointValue)));
}

export function engineOptionsFor(
  market: Market,
  pointValue = 1,
  o: { entry?: number; exit?: number; longOnly?: boolean } = {},
): EngineOptions {
  const base = { entry: o.entry ?? DEFAULT_ENTRY, exit: o.exit ?? DEFAULT_EXIT, atrPeriod: ATR_PERIOD };
  if (market === 'futures') {
    return {
      ...base,
      longOnly: o.longOnly ?? false,
      pointValue,
      size: (n) => futuresContracts(n, pointValue),
    };
  }
  if (market === 'equities') {
    return {
      ...base,
      longOnly: o.longOnly ?? false,
      pointValue: 1,
      size: (_n, price) => Math.max(1, Math.floor(STOCK_POSITION / price)),
    };
  }
  // Coins are divisible: an exact $10,000 worth, rounded to 8 decimals like an exchange would.
  return {
    ...base,
    longOnly: true,
    pointValue: 1,
    size: (_n, price) => Math.round((CRYPTO_POSITION / price) * 1e8) / 1e8,
  };
}
