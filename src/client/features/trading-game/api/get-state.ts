import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { pollWhile } from './game-queries';

/** GET /api/trading-game/state: stats, currentDay, positions; polled while active. */
export const gameStateQueryOptions = (live: boolean, speed: number) =>
  queryOptions({ ...endpointQuery(api.state), refetchInterval: pollWhile(live, speed) });

export const useGameState = (live: boolean, speed: number) => useQuery(gameStateQueryOptions(live, speed));
