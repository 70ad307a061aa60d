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
 * Selected beside a list's columns as `total` (issue 31). A constant: `count(*) over ()` (the total in
 * the list's own scan) was tried and measured slower at 100,000 rows for a broad search (it gives up
 * the index order's early stop), so the count runs apart, at the same time (pageAndTotal).
 */
export const totalColumn = (_search?: string) => sql<number>`0`.mapWith(Number);

/**
 * The page and the total of an admin list at size (issue 31): the page (read in index order, migration
 * 0270) and the count run at the same time, on PostgreSQL on two pooled connections.
 */
export async function pageAndTotal<R extends { total: number }>(
  _search: string | undefined,
  _offset: number,
  page: () => Promise<R[]>,
  count: () => Promise<Array<{ n: number }>>,
): Promise<{ rows: Array<Omit<R, 'total'>>; total: number }> {
  const [rows, [{ n }]] = await Promise.all([page(), count()]);
  return { rows: rows.map(({ total: _total, ...r }) => r), total: Number(n) };
}
