import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const LOCK_KEY = 7_402_114;

/**
 * Applies every `migrations/NNNN_name.sql` not yet applied, in file-name order, each in a
 * transaction. On PostgreSQL an advisory lock lets several processes start at once.
 * Why not drizzle-kit's journal: see docs/decisions/0002-migrations.md.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.withConnection(async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    if (database.kind === 'postgres') await conn.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      const done = new Set(
        (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      );
      const files = migrationFiles(dir);
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = readFileSync(`${dir}/${file}`, 'utf8');
        try {
          await conn.exec(
            `BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`,
          );
        } catch (err) {
          await conn.exec('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      if (database.kind === 'postgres') await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}

/** The migration files of this build, in the order they apply. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
}

/**
 * This build's migrations the database has not applied (all of them on an empty database). Read-only:
 * it takes no lock, so it answers while another process migrates (readiness, MIGRATE_ON_START=off).
 */
export async function pendingMigrations(
  database: Pick<Database, 'query'>,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  const files = migrationFiles(dir);
  const [table] = await database.query<{ t: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS t",
  );
  if (!table?.t) return files;
  const done = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  return files.filter((f) => !done.has(f));
}
