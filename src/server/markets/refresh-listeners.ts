import type { Logger } from 'pino';
import type { Market } from '../../core/schemas/markets';

/** What a refresh that stored new final bars tells the features that react to it (signal alerts). */
export interface MarketRefreshed {
  market: Market;
  /** Instruments that received new final bars in this refresh. */
  finalizedIds: number[];
}
export type RefreshListener = (e: MarketRefreshed) => Promise<void>;

export interface RefreshListeners {
  on(fn: RefreshListener): void;
  /** Runs the listeners one after the other; a failing listener is logged, never fails the refresh. */
  emit(e: MarketRefreshed): Promise<void>;
}

export function createRefreshListeners(log: Logger): RefreshListeners {
  const listeners: RefreshListener[] = [];
  return {
    on: (fn) => void listeners.push(fn),
    async emit(e) {
      for (const fn of listeners) {
        try {
          await fn(e);
        } catch (err) {
          log.error({ err, market: e.market }, 'market refresh listener failed');
        }
      }
    },
  };
}
