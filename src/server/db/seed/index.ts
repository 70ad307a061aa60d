import type { Deps } from '../../deps';
import { FEATURE_SEEDS } from '../../features';

/** Demo content for a fresh site. Every seed inserts only what is missing, so it is safe at each start. */
export async function seedDemo(deps: Deps): Promise<void> {
  for (const seed of FEATURE_SEEDS) await seed(deps);
}
