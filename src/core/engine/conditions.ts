/**
 * Figures need their conditions (docs/features/track-record.md): a trade ratio needs at
 * least this many closed trades, else it is null ('n/a (too short)'): one winning trade is not a
 * 100% win rate, no trade is not 0%.
 */
export const MIN_TRADES_FOR_RATIOS = 10;

/** Win rate in percent, or null under `minTrades` closed trades (never for zero trades). */
export function winRateOf(wins: number, trades: number, minTrades = MIN_TRADES_FOR_RATIOS): number | null {
  return trades > 0 && trades >= minTrades ? (wins / trades) * 100 : null;
}
