import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';

/** What a refresh that stored new final bars tells the features that react to it (signal alerts). */
export interface MarketRefreshed {
  market: Market;
  /** Instruments that received new final bars in this refresh. */
  finalizedIds: number[];
}
export type RefreshListener = (e: MarketRefreshed) => Promise<void>;

const listeners = new WeakMap<Deps, RefreshListener[]>();

export function onMarketRefreshed(deps: Deps, fn: RefreshListener): void {
  const list = listeners.get(deps) ?? [];
  list.push(fn);
  listeners.set(deps, list);
}

/** Runs the listeners one after the other; a failing listener is logged, never fails the refresh. */
export async function emitMarketRefreshed(deps: Deps, e: MarketRefreshed): Promise<void> {
  for (const fn of listeners.get(deps) ?? []) {
    try {
      await fn(e);
    } catch (err) {
      deps.log.error({ err, market: e.market }, 'market refresh listener failed');
    }
  }
}
