import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { openDatabase } from './client';
import type { Database } from './client';
import * as schema from './schema';

/**
 * The SQL migrations build the database; the Drizzle schema is what the code believes it is. Both are
 * written by hand (decision 0002), so they can drift apart. This test builds one database from each,
 * the migrated one (PGlite, or PostgreSQL in the postgres project) and one made by drizzle-kit from
 * the schema files (in-memory PGlite), and compares what PostgreSQL reports of both: tables, columns
 * (type, null, default), indexes (name, columns, uniqueness, partial predicate) and constraints. Names of
 * constraints (and of their indexes) are left out: Postgres and Drizzle name them differently.
 */

type Catalog = Record<'tables' | 'columns' | 'indexes' | 'constraints', string[]>;

/** What PostgreSQL says the public schema holds, one sorted line per fact. */
async function catalogOf(database: Database): Promise<Catalog> {
  const lines = async (sql: string) =>
    (await database.query<{ line: string }>(sql)).map((r) => r.line).sort((a, b) => a.localeCompare(b));
  const ours = `c.relnamespace = 'public'::regnamespace AND c.relname <> 'schema_migrations'`;
  return {
    tables: await lines(`SELECT c.relname AS line FROM pg_class c WHERE c.relkind = 'r' AND ${ours}`),
    columns: await lines(`
      SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
        || CASE WHEN a.attidentity::text <> '' THEN ' identity ' || a.attidentity::text ELSE '' END
        || COALESCE(CASE WHEN a.attgenerated::text <> '' THEN ' generated as ' ELSE ' default ' END
             || pg_get_expr(d.adbin, d.adrelid), '') AS line
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relkind = 'r' AND ${ours} AND a.attnum > 0 AND NOT a.attisdropped`),
    // "CREATE UNIQUE INDEX name ON public.t USING btree (a) WHERE ...": the name of an index made by a
    // primary key or unique constraint is left out (Postgres and Drizzle name those differently).
    indexes: await lines(`
      SELECT CASE WHEN k.oid IS NULL THEN pg_get_indexdef(i.indexrelid)
        ELSE regexp_replace(pg_get_indexdef(i.indexrelid), ' INDEX \\S+ ON ', ' INDEX ON ') END AS line
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
      LEFT JOIN pg_constraint k ON k.conindid = i.indexrelid AND k.conrelid = i.indrelid
      WHERE ${ours}`),
    constraints: await lines(`
      SELECT c.relname || ' ' || pg_get_constraintdef(k.oid) AS line
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE ${ours} AND k.contype <> 'n'`),
  };
}

/** A database holding exactly what the Drizzle schema files declare (drizzle-kit's diff from nothing). */
async function databaseFromSchema(): Promise<Database> {
  const empty = generateDrizzleJson({});
  const statements = await generateMigration(empty, generateDrizzleJson(schema as Record<string, unknown>));
  const database = await openDatabase({ dataDir: 'memory://' });
  for (const statement of statements) await database.exec(statement);
  return database;
}

/** Lines only one side has, each marked with the side that has it. */
function differences(migrated: string[], declared: string[]): string[] {
  const m = new Set(migrated);
  const d = new Set(declared);
  return [
    ...migrated.filter((l) => !d.has(l)).map((l) => `only in the migrations: ${l}`),
    ...declared.filter((l) => !m.has(l)).map((l) => `only in the Drizzle schema: ${l}`),
  ];
}

describe('the Drizzle schema and the SQL migrations', () => {
  let migrated: Catalog;
  let declared: Catalog;
  beforeAll(async () => {
    const test = await createTestDatabase();
    const fromSchema = await databaseFromSchema();
    try {
      [migrated, declared] = await Promise.all([catalogOf(test.database), catalogOf(fromSchema)]);
    } finally {
      await Promise.all([test.drop(), fromSchema.close()]);
    }
  });

  it('reads a real catalog on both sides', () => {
    // Guards against a comparison of two empty lists passing.
    expect(migrated.tables).toContain('users');
    expect(declared.tables.length).toBeGreaterThan(20);
    expect(migrated.indexes.some((l) => l.includes(' WHERE '))).toBe(true);
  });

  for (const part of ['tables', 'columns', 'indexes', 'constraints'] as const) {
    it(`declare the same ${part}`, () => {
      expect(differences(migrated[part], declared[part])).toEqual([]);
    });
  }
});
