import type { Deps } from '../../deps';
import { ensureAdminPassword } from './password';

/** The admin password must exist from the first start on (the login route also ensures it). */
export async function seed(deps: Deps): Promise<void> {
  await ensureAdminPassword(deps);
}
