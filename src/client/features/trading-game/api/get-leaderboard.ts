import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry } from '@/core/schemas/trading-game';
import { GAME_API } from './game-queries';

/** GET /api/trading-game/leaderboard: finished games given a nickname, best first. */
export const leaderboardQueryOptions = () =>
  queryOptions<LeaderboardEntry[]>({ queryKey: [`${GAME_API}/leaderboard`] });

export const useLeaderboard = () => useQuery(leaderboardQueryOptions());
