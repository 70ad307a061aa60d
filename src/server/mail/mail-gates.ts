import { lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailGates } from '../db/schema';

/**
 * Takes the named gate when its last mail went out at least `everyMs` ago (or never): true for one
 * caller, whatever the number of processes, since the check and the new time are one upsert
 * (decision 0040, addendum). The caller then sends its mail; the others hold theirs back.
 */
export async function takeMailGate(db: Db, name: string, now: Date, everyMs: number): Promise<boolean> {
  const rows = await db
    .insert(mailGates)
    .values({ name, lastSentAt: now })
    .onConflictDoUpdate({
      target: mailGates.name,
      set: { lastSentAt: now },
      setWhere: lte(mailGates.lastSentAt, new Date(now.getTime() - everyMs)),
    })
    .returning({ name: mailGates.name });
  return rows.length > 0;
}
