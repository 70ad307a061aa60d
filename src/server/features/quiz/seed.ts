import type { Deps } from '../../deps';

/** Demo content of this feature, inserted only where missing (runs at every start). */
export async function seed(_deps: Deps): Promise<void> {}
