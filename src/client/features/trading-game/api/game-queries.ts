import type { QueryClient } from '@tanstack/react-query';
import { pollIntervalMs } from '@/core/game/constants';

export const GAME_API = '/api/trading-game';

/** While active (and not paused locally) every game read polls at max(1 s, 1 s / speed). */
export function pollWhile(live: boolean, speed: number): number | false {
  return live ? pollIntervalMs(speed) : false;
}

/** Start clears cached game data; trades and finish refresh it. */
export function isGameQuery(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith(GAME_API);
}

export function removeGameQueries(qc: QueryClient) {
  qc.removeQueries({ predicate: (q) => isGameQuery(q.queryKey) });
}

export function refreshGameQueries(qc: QueryClient) {
  return qc.invalidateQueries({ predicate: (q) => isGameQuery(q.queryKey) });
}
