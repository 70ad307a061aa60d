import { useQuery } from '@tanstack/react-query';
import { marketsApi as api } from '@/core/api/markets';
import type { Market, Signal } from '@/core/schemas/markets';
import type { SignalsFreshness } from '@/client/lib/delayed';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/signals?market={market}&limit=10 (landing) or without limit (signals page), spec 01 §7. */
export const signalsQueryOptions = (market: Market, limit?: number) =>
  endpointQuery(api.signals, { query: { market, limit } });

export function useSignals(market: Market, limit?: number) {
  return useQuery(signalsQueryOptions(market, limit));
}

/** Delayed rows' newest day (free is delayed: each row is the signal of the newest day the viewer sees). */
export function newestDelayedDay(rows: Signal[]): string | null {
  let newest: string | null = null;
  for (const r of rows) if (r.delayed && r.asOf && (newest === null || r.asOf > newest)) newest = r.asOf;
  return newest;
}

/** Whether this viewer's signals of the market are live or delayed (shares the table's query). */
export function useSignalsFreshness(market: Market, limit?: number): SignalsFreshness {
  const { data } = useSignals(market, limit);
  if (!data) return { loading: true, delayed: false, asOf: null, locked: false };
  return {
    loading: false,
    delayed: data.some((r) => r.delayed),
    asOf: newestDelayedDay(data),
    locked: data.some((r) => r.signal === 'LOCKED'),
  };
}

const MARKET_LABEL: Record<Market, string> = { futures: 'Futures', equities: 'Equity', crypto: 'Crypto' };

/**
 * The /signals heading says what the viewer sees: the spec's 'Real-Time Trading Signals' only over live rows,
 * and over a locked market (a visitor's Crypto tab) that it needs signing in, not 'Real-Time'.
 */
export function signalsPageTitle(f: SignalsFreshness, market: Market): string {
  if (f.loading) return 'Trading Signals';
  if (f.locked) return `${MARKET_LABEL[market]} Signals: Sign In to See Them`;
  return f.delayed ? 'Trading Signals, delayed' : 'Real-Time Trading Signals';
}
