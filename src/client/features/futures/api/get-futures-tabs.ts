import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketsApi as api } from '@/core/api/markets';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { useInterval } from '@/client/lib/use-interval';
import { FUTURES_REFETCH_MS, FUTURES_STALE_MS, FUTURES_TIMER_MS } from './refresh';

export const futuresTabsQueryOptions = () =>
  queryOptions({
    ...endpointQuery(api.futuresTabs),
    refetchInterval: FUTURES_REFETCH_MS,
    staleTime: FUTURES_STALE_MS,
  });

/** Loaded only once the Portfolio Views are opened. */
export function useFuturesTabs(enabled: boolean) {
  const query = useQuery({ ...futuresTabsQueryOptions(), enabled });
  useInterval(() => void query.refetch(), FUTURES_TIMER_MS, enabled);
  return query;
}
