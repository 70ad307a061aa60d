import { resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { migrate, pendingMigrations } from '../db/migrate';
import type { Database } from '../db/client';

/** The database a configuration names: PostgreSQL at DATABASE_URL, else embedded PGlite in DATA_DIR/pglite. */
export function databaseLocation(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>) {
  return { url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'pglite') };
}

/**
 * Migrations at start (docs/operations.md). MIGRATE_ON_START=on (the default) applies what is missing
 * (an advisory lock makes racing replicas migrate once). `off` leaves the schema to `npm run migrate`
 * (a release step, a Kubernetes Job) and refuses to start while this build's migrations are not all
 * applied: a server on an older schema would fail request by request instead of once, loudly.
 */
export async function migrationsAtStart(
  config: Pick<Config, 'MIGRATE_ON_START'>,
  database: Database,
  log: Logger,
): Promise<void> {
  if (config.MIGRATE_ON_START === 'off') {
    const pending = await pendingMigrations(database);
    if (pending.length)
      throw new Error(
        `${pending.length} migration(s) pending (${pending[0]}${pending.length > 1 ? ' ...' : ''}) and MIGRATE_ON_START=off: run \`npm run migrate\` first`,
      );
    return;
  }
  const applied = await migrate(database);
  if (applied.length) log.info({ applied }, 'migrations applied');
}
