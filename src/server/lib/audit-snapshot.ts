import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { abuseEvents, abusePatterns } from '../../db/schema';

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

/** What Block / Unblock / Whitelist change of an IP's pattern. */
export async function ipState(db: Db, ip: string) {
  const [p] = await db
    .select({
      blocked: abusePatterns.blocked,
      isWhitelisted: abusePatterns.isWhitelisted,
      blockedBy: abusePatterns.blockedBy,
      whitelistedBy: abusePatterns.whitelistedBy,
      notes: abusePatterns.notes,
    })
    .from(abusePatterns)
    .where(eq(abusePatterns.ipAddress, ip));
  return p ?? null;
}

/** What Resolve changes of an abuse event. */
export async function abuseEventState(db: Db, id: number) {
  const [e] = await db
    .select({
      resolved: abuseEvents.resolved,
      resolvedBy: abuseEvents.resolvedBy,
      ipAddress: abuseEvents.ipAddress,
    })
    .from(abuseEvents)
    .where(eq(abuseEvents.id, id));
  return e ?? null;
}
