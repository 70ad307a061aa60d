import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one or more SQL statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** A raw parameterised query, for the rare statement Drizzle does not express. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` on one dedicated connection (session-level locks, multi-step transactions). */
  withConnection<T>(fn: (conn: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  /** Runs `fn`'s raw statements in one transaction (a throw rolls back); the Drizzle form is `inTransaction`. */
  transaction<T>(fn: (conn: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one file (`PGlite.dumpDataDir`), for test images. */
  dumpImage?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections (all, idle, checked out, callers waiting), for /api/health. */
  poolStats?: () => PoolStats;
  /** PostgreSQL only: a new client outside the pool, not yet connected (a LISTEN connection). */
  dedicatedClient?: () => pg.Client;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  inUse: number;
  waiting: number;
}

export class DatabaseConnectError extends Error {}

/**
 * PGlite in `dataDir` (or in memory with `memory://`), or PostgreSQL when a URL is given.
 * `pgliteImage` starts PGlite from a dumped data directory (`PGlite.dumpDataDir`) instead of an
 * empty cluster: tests load one migrated image rather than running initdb and every migration.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  pgliteImage?: Blob;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? 'memory://', opts.pgliteImage);
}

async function openPglite(dataDir: string, image?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the admin searches' trigram indexes (migration 0280). Created here as well as in the
  // migration, so a database built from the Drizzle schema alone (drizzle-kit, the drift test) has the
  // operator class its indexes name; a no-op when it exists.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const conn = {
    exec: async (sql: string) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
  };
  return {
    db,
    kind: 'pglite',
    ...conn,
    withConnection: (fn) => fn(conn),
    // PGlite's own transaction holds its one connection, so no other query slips in between.
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        }),
      ),
    close: () => client.close(),
    dumpImage: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

const POOL_MAX = 10;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: 5000 });
  // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the
  // process. The pool listens on idle clients only; a checked-out client whose backend dies between
  // queries emits 'error' with nobody listening, which Node turns into a crash. So every client gets a
  // listener of its own for its whole life, and the pool discards it when it comes back broken.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  // (Silent: the query in flight fails with the same error, and an idle client is logged just above.)
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    const host = safeHost(url);
    throw new DatabaseConnectError(`Cannot connect to PostgreSQL at ${host}: ${(err as Error).message}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  db.transaction = poolTransaction(pool) as Db['transaction'];
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    withConnection: (fn) => withPooledClient(pool, (client) => fn(rawConnection(client))),
    transaction: (fn) =>
      withPooledClient(pool, async (client) => {
        await client.query('BEGIN');
        try {
          const result = await fn(rawConnection(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw err;
        }
      }),
    close: () => pool.end(),
    poolStats: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    dedicatedClient: () =>
      new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 5000,
        query_timeout: 5000,
        keepAlive: true,
      }),
  };
}

function rawConnection(client: pg.PoolClient): Pick<Database, 'exec' | 'query'> {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
  };
}

/**
 * Takes a client, runs `fn`, and gives the client back whatever fails. A client whose connection
 * broke is handed back with its error, so the pool closes it instead of lending it again.
 */
async function withPooledClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await fn(client);
  } catch (err) {
    if (isDatabaseUnavailable(err)) broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * Drizzle's transaction on a pool (drizzle-orm 0.45) sends BEGIN before its try/finally: a BEGIN
 * that fails (a terminated backend) never gives the client back, and the pool loses a slot each
 * time (decision 0047). So the app takes the client itself and lets Drizzle run the transaction on
 * that one client; Drizzle does not release a client it did not take.
 */
function poolTransaction(pool: pg.Pool) {
  return <T>(fn: (tx: unknown) => Promise<T>, config?: PgTransactionConfig): Promise<T> =>
    withPooledClient(pool, (client) => {
      const onClient = drizzlePg(client, { schema }) as unknown as Db;
      return onClient.transaction(fn as Parameters<Db['transaction']>[0], config) as Promise<T>;
    });
}

function safeHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
