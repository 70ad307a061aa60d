import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameState } from '@/core/schemas/trading-game';
import { GAME_API, pollWhile } from './game-queries';

/** GET /api/trading-game/state: stats, currentDay, positions; polled while active. */
export const gameStateQueryOptions = (live: boolean, speed: number) =>
  queryOptions<GameState>({ queryKey: [`${GAME_API}/state`], refetchInterval: pollWhile(live, speed) });

export const useGameState = (live: boolean, speed: number) => useQuery(gameStateQueryOptions(live, speed));
