/**
 * `npm run migrate`: applies this build's migrations to the configured database (PostgreSQL at
 * DATABASE_URL, else the embedded database in DATA_DIR) and exits. A second run applies nothing.
 * Several runs at once on PostgreSQL migrate once (advisory lock). The embedded database belongs to
 * one process: stop the server on that DATA_DIR first. Exit 0 when the schema is current, 1 when not.
 */
import { ConfigError, loadConfig } from '../config';
import { DatabaseConnectError, openDatabase } from '../db/client';
import { migrate, migrationFiles } from '../db/migrate';
import { databaseLocation } from '../lifecycle/migrations';
const USAGE = `Usage: npm run migrate

Applies the migrations this build has and the database lacks, then exits: PostgreSQL when
DATABASE_URL is set, else the embedded database in DATA_DIR (default ./data; stop the server on it
first). Running it again is a no-op. Pair it with MIGRATE_ON_START=off (docs/operations.md).`;

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(databaseLocation(config));
  try {
    const applied = await migrate(database);
    const total = migrationFiles().length;
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) (${applied[0]} to ${applied.at(-1)}); ${total} in all, the ${database.kind} database is current.`
        : `Nothing to apply: the ${database.kind} database has all ${total} migrations.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    const known = err instanceof ConfigError || err instanceof DatabaseConnectError;
    console.error(`Migrate failed: ${err.message}`);
    if (!known && err.stack) console.error(err.stack.split('\n').slice(1, 4).join('\n'));
    process.exit(1);
  },
);
