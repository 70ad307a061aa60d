import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import type { OhlcBar } from '@/core/schemas/trading-game';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { pollWhile } from './game-queries';

/** GET /api/trading-game/ohlc-data: bars from day 1 to the current day. */
export async function fetchOhlcData(): Promise<OhlcBar[]> {
  try {
    return await callEndpoint(api.ohlcData);
  } catch {
    throw new Error('Failed to fetch OHLC data');
  }
}

export const ohlcQueryOptions = (live: boolean, speed: number) =>
  queryOptions({
    ...endpointQuery(api.ohlcData),
    queryFn: fetchOhlcData,
    refetchInterval: pollWhile(live, speed),
  });

export const useOhlcData = (live: boolean, speed: number) => useQuery(ohlcQueryOptions(live, speed));
