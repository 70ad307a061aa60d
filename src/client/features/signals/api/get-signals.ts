import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market, Signal } from '@/core/schemas/markets';

/** GET /api/signals?market={market}&limit=10 (landing) or without limit (signals page), spec 01 §7. */
export const signalsQueryOptions = (market: Market, limit?: number) =>
  queryOptions<Signal[]>({
    queryKey: [`/api/signals?market=${market}${limit ? `&limit=${limit}` : ''}`],
  });

export function useSignals(market: Market, limit?: number) {
  return useQuery(signalsQueryOptions(market, limit));
}
