import { count } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Whether the table has no row yet (demo seeds fill only empty tables). */
export async function isTableEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return Number(n) === 0;
}

/** Inserts demo rows; `skipExisting` leaves rows whose unique key is taken as they are. */
export async function insertSeedRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  o: { skipExisting?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const insert = db.insert(table).values(rows);
  await (o.skipExisting ? insert.onConflictDoNothing() : insert);
}
