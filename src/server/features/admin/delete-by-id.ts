import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** Deletes the row of `table` with that id; false when there was none (the route answers 404). */
export async function deleteById(db: Db, table: PgTable & { id: PgColumn }, id: number): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
