import { useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/trading-game/leaderboard: finished games given a nickname, best first. */
export const leaderboardQueryOptions = () => endpointQuery(api.leaderboard);

export const useLeaderboard = () => useQuery(leaderboardQueryOptions());
