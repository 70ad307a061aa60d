import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/admin-rows';

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

/**
 * Selected beside a list's columns as `total`. A constant: `count(*) over ()` (the total in
 * the list's own scan) was tried and measured slower at 100,000 rows for a broad search (it gives up
 * the index order's early stop), so the count runs apart, at the same time (pageAndTotal).
 */
export const totalColumn = (_search?: string) => sql<number>`0`.mapWith(Number);

/** A search matching at most this many rows pages through their ids (pageAndTotal). */
const FEW_MATCHES = 1000;

/**
 * The page and the total of an admin list at size. Without a search the page (read in index
 * order, migration 0270) and the count run at the same time, on PostgreSQL on two pooled connections.
 * A search first reads the ids of at most FEW_MATCHES + 1 matches (through the trigram indexes of
 * migration 0280); when that is all of them, they are the total and the page is read among those ids.
 * Why: the planner guesses a "contains" term matches about 1% of the rows, so for a rare term it read
 * the page in its sort index's order with the search as a filter, hoping for 20 matches early, and read
 * every row when the few matches were old (contact messages: 400 ms for 11 matches of 20,000). With the
 * ids in the query its guess is exact. A broader search pages and counts as a list without one.
 */
export async function pageAndTotal<R extends { total: number }>(
  db: Db,
  search: string | undefined,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  page: (where: SQL | undefined) => Promise<R[]>,
): Promise<{ rows: Array<Omit<R, 'total'>>; total: number }> {
  const strip = (rows: R[]) => rows.map(({ total: _total, ...r }) => r);
  if (search) {
    const ids = await db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .limit(FEW_MATCHES + 1);
    if (ids.length <= FEW_MATCHES) {
      const rows = ids.length
        ? await page(
            inArray(
              table.id,
              ids.map((r) => r.id as number),
            ),
          )
        : [];
      return { rows: strip(rows), total: ids.length };
    }
  }
  const [rows, [{ n }]] = await Promise.all([
    page(where),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: strip(rows), total: Number(n) };
}
