import type { Deps } from '../../deps';
import { importGameData } from './series';

/** Real price histories for the simulator: the shipped stocks, plus GAME_DATA_DIR when set. */
export async function seed(deps: Deps): Promise<void> {
  await importGameData(deps);
}
