import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { AuditNote } from './audit-log';

/** Secrets and noise never copied into an audit row's before/after. */
const DROP = new Set(['passwordHash', 'keyHash', 'bodySealed', 'textBody', 'htmlBody', 'updatedAt']);

/** The row as the audit log keeps it (dates as ISO text, secrets dropped). */
export function forAudit(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !DROP.has(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

/** The audit notes of a create, an update and a delete: the row before, the row after. */
export const createdNote = (row: { id: number }): AuditNote => ({
  targetId: row.id,
  before: null,
  after: forAudit(row),
});
export const updatedNote =
  (before: unknown) =>
  (row: object): AuditNote => ({ before, after: forAudit(row) });
export const deletedNote = (before: unknown) => (): AuditNote => ({ before, after: null });

/** One row of `table` by its `id` column, for an audit row's `before` (null when there is none). */
export async function snapshot<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  id: number,
): Promise<Record<string, unknown> | null> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as object[];
  return forAudit(rows[0]);
}
