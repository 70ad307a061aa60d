import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { pollWhile } from './game-queries';

/** GET /api/trading-game/trades: the game's executions, oldest first. */
export const gameTradesQueryOptions = (live: boolean, speed: number) =>
  queryOptions({ ...endpointQuery(api.trades), refetchInterval: pollWhile(live, speed) });

export const useGameTrades = (live: boolean, speed: number) => useQuery(gameTradesQueryOptions(live, speed));
