import type { QueryClient } from '@tanstack/react-query';
import { TRADING_GAME_BASE, tradingGameApi as api } from '@/core/api/trading-game';
import { pollIntervalMs } from '@/core/game/constants';
import { endpointUrl } from '@/client/lib/endpoint-client';

/** The query key of the game state (written from the answers of start and pause). */
export const GAME_STATE_KEY = [endpointUrl(api.state)] as const;

/** While active (and not paused locally) every game read polls at max(1 s, 1 s / speed). */
export function pollWhile(live: boolean, speed: number): number | false {
  return live ? pollIntervalMs(speed) : false;
}

/** Start clears cached game data; trades and finish refresh it. */
export function isGameQuery(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith(TRADING_GAME_BASE);
}

export function removeGameQueries(qc: QueryClient) {
  qc.removeQueries({ predicate: (q) => isGameQuery(q.queryKey) });
}

export function refreshGameQueries(qc: QueryClient) {
  return qc.invalidateQueries({ predicate: (q) => isGameQuery(q.queryKey) });
}
