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

/**
 * A poll that asks only for the days after those it already holds (`?since=N`) and
 * appends them. `resend` days before the newest are asked for again (a trade rewrites the current
 * day's analytics row). An answer that starts at or before a held day replaces those days from
 * there on: the server answers the whole list for a day its game has not reached (another game).
 */
export async function appendDays<T>(
  held: readonly T[] | undefined,
  dayOf: (row: T) => number,
  fetchSince: (since: number | undefined) => Promise<T[]>,
  resend = 0,
): Promise<T[]> {
  const newest = held?.length ? dayOf(held[held.length - 1]) : undefined;
  const fresh = await fetchSince(newest === undefined ? undefined : Math.max(0, newest - resend));
  if (!held?.length) return fresh;
  if (fresh.length === 0) return held as T[];
  const from = dayOf(fresh[0]);
  return [...held.filter((r) => dayOf(r) < from), ...fresh];
}
