import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * Set by the Vitest global setups (`test/global-setup-*.ts`): a migrated PGlite image on disk and
 * a migrated PostgreSQL template database, made once per run. Each test file then starts from a
 * copy instead of running initdb and every migration again. Without them (benchmarks),
 * every database is made and migrated from scratch, as before.
 */
const PGLITE_IMAGE_ENV = 'TEST_PGLITE_IMAGE';
const PG_TEMPLATE_ENV = 'TEST_PG_TEMPLATE';

let image: Blob | undefined;
function pgliteImage(): Blob | undefined {
  const path = process.env[PGLITE_IMAGE_ENV];
  if (path && !image) image = new Blob([readFileSync(path)]);
  return image;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the TEST_DATABASE_URL server (dropped again by `drop`) for the postgres project.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop(): Promise<void>;
  url?: string;
}> {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', pgliteImage: pgliteImage() });
    await migrate(database); // a no-op on the image unless a migration was added since it was made
    return { database, drop: () => database.close() };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = process.env[PG_TEMPLATE_ENV];
  await onServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  await migrate(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** An empty database (no template, no migration) on the TEST_DATABASE_URL server, for `npm run migrate` tests. */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_empty_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Global setup of the pglite project: one migrated PGlite image for the whole run. */
export async function makePgliteImage(): Promise<() => void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const dump = await database.dumpImage!();
  await database.close();
  const path = join(tmpdir(), `trendlab-test-image-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_IMAGE_ENV] = path;
  return () => rmSync(path, { force: true });
}

/** Global setup of the postgres project: one migrated template database for the whole run. */
export async function makePostgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  await migrate(database);
  await database.close(); // a template must have no connections while it is copied
  process.env[PG_TEMPLATE_ENV] = name;
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
