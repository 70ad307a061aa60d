import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import type { DailyAnalytics, GameState } from '@/core/schemas/trading-game';
import { callEndpoint, endpointUrl } from '@/client/lib/endpoint-client';
import { appendDays, pollWhile } from './game-queries';

const fetchAnalytics = (since?: number) =>
  callEndpoint(api.dailyAnalytics, { query: since === undefined ? {} : { since } });

/**
 * GET /api/trading-game/daily-analytics: one row per game day (the equity curves). Polls ask for
 * the rows after the newest but one (a trade rewrites the current day's row) and append them.
 */
export const dailyAnalyticsQueryOptions = (
  live: boolean,
  speed: number,
  status: GameState['status'] | undefined,
) =>
  queryOptions({
    queryKey: [endpointUrl(api.dailyAnalytics), status] as const,
    queryFn: ({ client, queryKey }) =>
      appendDays(client.getQueryData<DailyAnalytics[]>(queryKey), (a) => a.gameDay, fetchAnalytics, 1),
    refetchInterval: pollWhile(live, speed),
  });

export const useDailyAnalytics = (live: boolean, speed: number, status: GameState['status'] | undefined) =>
  useQuery(dailyAnalyticsQueryOptions(live, speed, status));
