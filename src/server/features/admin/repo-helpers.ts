import { and, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from './rows';

/**
 * The WHERE of an admin list: `search` (when given) matches any of `columns` anywhere in the text,
 * and every filter given must hold. Undefined when nothing narrows the list.
 */
export function listWhere(
  search: string | undefined,
  columns: readonly PgColumn[],
  filters: readonly (SQL | undefined)[] = [],
): SQL | undefined {
  const parts = filters.filter((f): f is SQL => f !== undefined);
  if (search) {
    const p = containsPattern(search);
    parts.unshift(or(...columns.map((c) => ilike(c, p)))!);
  }
  return parts.length ? and(...parts) : undefined;
}

/** Deletes the row of `table` with that id; false when there was none (the route answers 404). */
export async function deleteById(db: Db, table: PgTable & { id: PgColumn }, id: number): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
