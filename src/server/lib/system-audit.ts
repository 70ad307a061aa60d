import type { Db } from '../db/client';
import { adminAuditLog } from '../db/schema';

/**
 * A change nobody clicked: the scheduled jobs (a trial or grant ending, a grace period over, a
 * cancelled period over) write their row to the audit log as 'system', so the operator's history of a member
 * has no gaps. Written on the job's own transaction or right after its change.
 */
export const SYSTEM_ACTOR = 'system';

export async function recordSystemAudit(
  db: Db,
  at: Date,
  note: { action: string; userId: number; before?: unknown; after?: unknown; reason?: string },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    at,
    operatorId: null,
    operator: SYSTEM_ACTOR,
    ip: null,
    action: note.action,
    targetType: 'registration',
    targetId: String(note.userId),
    before: note.before ?? null,
    after: note.after ?? null,
    reason: note.reason ?? null,
  });
}
