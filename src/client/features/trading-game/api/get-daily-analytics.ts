import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyAnalytics } from '@/core/schemas/trading-game';
import { GAME_API, pollWhile } from './game-queries';

/** GET /api/trading-game/daily-analytics: one row per game day (the equity curves). */
export const dailyAnalyticsQueryOptions = (live: boolean, speed: number) =>
  queryOptions<DailyAnalytics[]>({
    queryKey: [`${GAME_API}/daily-analytics`],
    refetchInterval: pollWhile(live, speed),
  });

export const useDailyAnalytics = (live: boolean, speed: number) =>
  useQuery(dailyAnalyticsQueryOptions(live, speed));
