import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketsApi as api } from '@/core/api/markets';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { useInterval } from '@/client/lib/use-interval';
import { FUTURES_REFETCH_MS, FUTURES_STALE_MS, FUTURES_TIMER_MS } from './refresh';

export const futuresQueryOptions = () =>
  queryOptions({
    ...endpointQuery(api.futures),
    refetchInterval: FUTURES_REFETCH_MS,
    staleTime: FUTURES_STALE_MS,
  });

export function useFutures() {
  const query = useQuery(futuresQueryOptions());
  useInterval(() => void query.refetch(), FUTURES_TIMER_MS);
  return query;
}
