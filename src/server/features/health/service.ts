import type { NotReadyReason } from '../../../core/schemas/health';
import type { Database } from '../../db/client';
import { pendingMigrations } from '../../db/migrate';
import type { Deps } from '../../deps';

/**
 * A probe's database check waits at most this long: a database that hangs (a partition, a full pool)
 * counts as down, and the probe still answers well within a Kubernetes probe's timeout.
 */
export const PROBE_TIMEOUT_MS = 2_000;

/** Whether the database answers `SELECT 1` within PROBE_TIMEOUT_MS, and how long it took. */
export async function pingDatabase(database: Pick<Database, 'query'>): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((answer) => {
    timer = setTimeout(() => answer(false), PROBE_TIMEOUT_MS);
  });
  const answered = database.query('SELECT 1').then(
    () => true,
    () => false,
  );
  const ok = await Promise.race([answered, late]).finally(() => clearTimeout(timer));
  return { ok, ms: Math.round((performance.now() - started) * 100) / 100 };
}

/**
 * What keeps this process from taking traffic; empty when it is ready. Migrations count as current
 * once every file of this build is applied (by this process at start, `npm run migrate` or a sibling
 * replica); after that they stay current, so the check then costs nothing.
 */
export function readinessCheck(deps: Pick<Deps, 'database' | 'lifecycle'>) {
  let migrationsCurrent = false;
  return async (): Promise<NotReadyReason[]> => {
    const reasons: NotReadyReason[] = [];
    if (deps.lifecycle.draining) reasons.push('draining');
    const db = await pingDatabase(deps.database);
    if (!db.ok) reasons.push('database');
    else if (!migrationsCurrent) {
      const pending = await pendingMigrations(deps.database).catch(() => ['?']);
      migrationsCurrent = pending.length === 0;
      if (!migrationsCurrent) reasons.push('migrations');
    }
    return reasons;
  };
}
