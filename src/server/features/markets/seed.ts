import type { Deps } from '../../deps';
import { ensureUniverse, refreshAllMarkets } from './refresh';

/**
 * The instrument universe and its price history. Idempotent and incremental: a first start stores
 * the demo history (a few seconds), later starts only add the sessions missed while stopped.
 */
export async function seed(deps: Deps): Promise<void> {
  await ensureUniverse(deps);
  await refreshAllMarkets(deps);
}
