import { useQuery } from '@tanstack/react-query';
import { marketsApi as api } from '@/core/api/markets';
import type { Market } from '@/core/schemas/markets';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/signals?market={market}&limit=10 (landing) or without limit (signals page), spec 01 §7. */
export const signalsQueryOptions = (market: Market, limit?: number) =>
  endpointQuery(api.signals, { query: { market, limit } });

export function useSignals(market: Market, limit?: number) {
  return useQuery(signalsQueryOptions(market, limit));
}
