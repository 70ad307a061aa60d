import { queryOptions, useQuery } from '@tanstack/react-query';
import { futuresTabsResponseSchema } from '@/core/schemas/markets';
import type { FuturesTabsResponse } from '@/core/schemas/markets';
import { apiRequest } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';
import { useInterval } from '@/client/lib/use-interval';
import { FUTURES_REFETCH_MS, FUTURES_STALE_MS, FUTURES_TIMER_MS } from './refresh';

export async function getFuturesTabs(): Promise<FuturesTabsResponse> {
  const res = await apiRequest('GET', '/api/futures-tabs');
  return parseAnswer(futuresTabsResponseSchema, await res.json(), 'futures tabs');
}

export const futuresTabsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/futures-tabs'],
    queryFn: getFuturesTabs,
    refetchInterval: FUTURES_REFETCH_MS,
    staleTime: FUTURES_STALE_MS,
  });

/** Loaded only once the Portfolio Views are opened. */
export function useFuturesTabs(enabled: boolean) {
  const query = useQuery({ ...futuresTabsQueryOptions(), enabled });
  useInterval(() => void query.refetch(), FUTURES_TIMER_MS, enabled);
  return query;
}
