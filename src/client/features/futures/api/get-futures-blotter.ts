import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketsApi as api } from '@/core/api/markets';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { BLOTTER_REFETCH_MS, BLOTTER_STALE_MS } from './refresh';

export const futuresBlotterQueryOptions = () =>
  queryOptions({
    ...endpointQuery(api.futuresBlotter),
    refetchInterval: BLOTTER_REFETCH_MS,
    staleTime: BLOTTER_STALE_MS,
  });

export function useFuturesBlotter() {
  return useQuery(futuresBlotterQueryOptions());
}
