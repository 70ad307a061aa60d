import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { pollWhile } from './game-queries';

/** GET /api/trading-game/daily-analytics: one row per game day (the equity curves). */
export const dailyAnalyticsQueryOptions = (live: boolean, speed: number) =>
  queryOptions({ ...endpointQuery(api.dailyAnalytics), refetchInterval: pollWhile(live, speed) });

export const useDailyAnalytics = (live: boolean, speed: number) =>
  useQuery(dailyAnalyticsQueryOptions(live, speed));
