import type { Deps } from '../../deps';
import { seedAdminDemo } from './demo-data';
import { ensureAdminPassword } from './password';

/** The admin password must exist from the first start on (the login route also ensures it); then demo rows. */
export async function seed(deps: Deps): Promise<void> {
  await ensureAdminPassword(deps);
  await seedAdminDemo(deps);
}
