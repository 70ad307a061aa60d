import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OhlcBar } from '@/core/schemas/trading-game';
import { apiRequest } from '@/client/lib/api';
import { GAME_API, pollWhile } from './game-queries';

/** GET /api/trading-game/ohlc-data: bars from day 1 to the current day. */
export async function fetchOhlcData(): Promise<OhlcBar[]> {
  try {
    const res = await apiRequest('GET', `${GAME_API}/ohlc-data`);
    return (await res.json()) as OhlcBar[];
  } catch {
    throw new Error('Failed to fetch OHLC data');
  }
}

export const ohlcQueryOptions = (live: boolean, speed: number) =>
  queryOptions({
    queryKey: [`${GAME_API}/ohlc-data`],
    queryFn: fetchOhlcData,
    refetchInterval: pollWhile(live, speed),
  });

export const useOhlcData = (live: boolean, speed: number) => useQuery(ohlcQueryOptions(live, speed));
