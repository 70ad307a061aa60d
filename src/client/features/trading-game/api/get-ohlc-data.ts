import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import type { GameState, OhlcBar } from '@/core/schemas/trading-game';
import { callEndpoint, endpointUrl } from '@/client/lib/endpoint-client';
import { appendDays, pollWhile } from './game-queries';

/** GET /api/trading-game/ohlc-data: bars from day 1 (or after `since`) to the current day. */
export async function fetchOhlcData(since?: number): Promise<OhlcBar[]> {
  try {
    return await callEndpoint(api.ohlcData, { query: since === undefined ? {} : { since } });
  } catch {
    throw new Error('Failed to fetch OHLC data');
  }
}

/**
 * Polls ask only for the new bars and append them. The key carries the game's status: at the
 * finish every bar changes (real dates, real closes), so a finished game loads them whole once.
 */
export const ohlcQueryOptions = (live: boolean, speed: number, status: GameState['status'] | undefined) =>
  queryOptions({
    queryKey: [endpointUrl(api.ohlcData), status] as const,
    queryFn: ({ client, queryKey }) =>
      appendDays(client.getQueryData<OhlcBar[]>(queryKey), (b) => b.day, fetchOhlcData),
    refetchInterval: pollWhile(live, speed),
  });

export const useOhlcData = (live: boolean, speed: number, status: GameState['status'] | undefined) =>
  useQuery(ohlcQueryOptions(live, speed, status));
