import { queryOptions, useQuery } from '@tanstack/react-query';
import { blotterResponseSchema } from '@/core/schemas/markets';
import type { BlotterResponse } from '@/core/schemas/markets';
import { apiRequest } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';
import { BLOTTER_REFETCH_MS, BLOTTER_STALE_MS } from './refresh';

export async function getFuturesBlotter(): Promise<BlotterResponse> {
  const res = await apiRequest('GET', '/api/futures-blotter');
  return parseAnswer(blotterResponseSchema, await res.json(), 'blotter');
}

export const futuresBlotterQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/futures-blotter'],
    queryFn: getFuturesBlotter,
    refetchInterval: BLOTTER_REFETCH_MS,
    staleTime: BLOTTER_STALE_MS,
  });

export function useFuturesBlotter() {
  return useQuery(futuresBlotterQueryOptions());
}
