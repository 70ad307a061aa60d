import { queryOptions, useQuery } from '@tanstack/react-query';
import { futuresResponseSchema } from '@/core/schemas/markets';
import type { FuturesResponse } from '@/core/schemas/markets';
import { apiRequest } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';
import { useInterval } from '@/client/lib/use-interval';
import { FUTURES_REFETCH_MS, FUTURES_STALE_MS, FUTURES_TIMER_MS } from './refresh';

export async function getFutures(): Promise<FuturesResponse> {
  const res = await apiRequest('GET', '/api/futures');
  return parseAnswer(futuresResponseSchema, await res.json(), 'futures');
}

export const futuresQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/futures'],
    queryFn: getFutures,
    refetchInterval: FUTURES_REFETCH_MS,
    staleTime: FUTURES_STALE_MS,
  });

export function useFutures() {
  const query = useQuery(futuresQueryOptions());
  useInterval(() => void query.refetch(), FUTURES_TIMER_MS);
  return query;
}
