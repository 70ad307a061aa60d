import type { RegistrationPatch } from '../../../core/schemas/admin-records';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { AuditInTx } from '../../lib/audit-log';
import { deleteUserSessions, forgetCachedUser, SIGNED_OUT_STATUSES } from '../../sessions/user-sessions';
import { updateRegistration } from './registrations-repo';
import { findUserById } from '../../lib/users-repo';
import { followRegistrationFlags } from '../billing';

/**
 * Changes a user's status and flags; undefined when no user has that id. Takes effect at once:
 * the user's cached row is dropped and a signed-out status ends their sessions in the same transaction.
 */
export async function changeRegistration(
  db: Db,
  id: number,
  patch: RegistrationPatch,
  at: Date,
  audit?: AuditInTx<NonNullable<Awaited<ReturnType<typeof updateRegistration>>>>,
) {
  const row = await inTransaction(db, async (tx) => {
    const before = await findUserById(tx, id);
    const updated = await updateRegistration(tx, id, patch, at);
    // The switch and market flags are the plan's facts too (decision 0052).
    if (updated && before) await followRegistrationFlags(tx, before, patch, at);
    // Inactive, spam and cancelled users are signed out at once (docs/features/hardening.md).
    if (updated && (SIGNED_OUT_STATUSES as readonly string[]).includes(updated.status)) {
      await deleteUserSessions(tx, updated.id);
    }
    if (updated) await audit?.(tx, updated); // the operator's audit row commits with the change
    return updated;
  });
  if (row) await forgetCachedUser(row.id); // the user's next request sees the new status and flags
  return row;
}
