import { and, eq, ilike, or, sql } from 'drizzle-orm';
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

/**
 * Selected beside a list's columns: with a search, `count(*) over ()` (every match, counted in the
 * same scan that finds the page); without one, a constant (the count runs apart, at the same time).
 */
export const totalColumn = (search: string | undefined) =>
  (search ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number);

/**
 * The page and the total of an admin list at size (issue 31). A search scans the table (contains-
 * anywhere matching has no btree index): one scan answers both, the total riding on each row. Without
 * a search the page is read in index order and the count runs at the same time (on PostgreSQL, on a
 * second pooled connection). A search past its last match counts apart.
 */
export async function pageAndTotal<R extends { total: number }>(
  search: string | undefined,
  offset: number,
  page: () => Promise<R[]>,
  count: () => Promise<Array<{ n: number }>>,
): Promise<{ rows: Array<Omit<R, 'total'>>; total: number }> {
  const strip = (rows: R[]) => rows.map(({ total: _total, ...r }) => r);
  if (search) {
    const found = await page();
    if (found.length || offset === 0) return { rows: strip(found), total: found[0]?.total ?? 0 };
  }
  const [rows, [{ n }]] = await Promise.all([page(), count()]);
  return { rows: strip(rows), total: Number(n) };
}
