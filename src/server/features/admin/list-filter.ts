import { and, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
