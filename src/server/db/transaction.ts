import type { Db } from './client';

/**
 * Runs `fn` in one database transaction: every write inside commits together or not at all
 * (a throw rolls back). Works on PGlite and node-postgres alike; a call made with a transaction
 * handle nests as a savepoint. Repos that take a `Db` accept the `tx` handle unchanged.
 */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
