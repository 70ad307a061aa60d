import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameTrade } from '@/core/schemas/trading-game';
import { GAME_API, pollWhile } from './game-queries';

/** GET /api/trading-game/trades: the game's executions, oldest first. */
export const gameTradesQueryOptions = (live: boolean, speed: number) =>
  queryOptions<GameTrade[]>({ queryKey: [`${GAME_API}/trades`], refetchInterval: pollWhile(live, speed) });

export const useGameTrades = (live: boolean, speed: number) => useQuery(gameTradesQueryOptions(live, speed));
