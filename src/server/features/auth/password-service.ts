import type { Deps } from '../../deps';
import { inTransaction } from '../../db/transaction';
import { refuseWeakPassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { deleteUserSessions, forgetCachedUser } from '../../sessions/user-sessions';
import { closeOpenChallenges } from './challenges-repo';
import { retireTokens, useLiveToken } from './tokens-repo';
import { confirmPendingUser, updateUser } from '../../lib/users-repo';

type PasswordDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * Sets a new password and ends every session and open code of the account (reset and settings),
 * in one transaction: a failure leaves the old password, sessions and links as they were.
 * With `token` (a mailed reset link), the link is used up in the same transaction, and following
 * it proves the address as the confirmation link would; returns false, changing nothing, when the
 * link is unknown, expired or already used. The common-password and guessability checks here guard every caller
 * (`extra.email`, the account's address, is one of zxcvbn's user inputs); the reset route also runs
 * them before, so a refused password leaves the link working.
 */
export async function replacePassword(
  deps: PasswordDeps,
  userId: number,
  password: string,
  extra: { token?: string; email?: string } = {},
): Promise<boolean> {
  refuseWeakPassword(password, extra.email ?? null);
  const passwordHash = await hashPassword(password); // slow on purpose: before the transaction
  const now = deps.clock.now();
  const done = await inTransaction(deps.db, async (tx) => {
    if (extra.token) {
      const owner = await useLiveToken(tx, hashToken(extra.token), 'reset_password', now);
      if (owner !== userId) return false;
    }
    await updateUser(tx, userId, { passwordHash, updatedAt: now });
    if (extra.token) await confirmPendingUser(tx, userId, now);
    await closeOpenChallenges(tx, userId, now);
    await retireTokens(tx, userId, 'reset_password', now);
    await deleteUserSessions(tx, userId);
    return true;
  });
  // The session cache is dropped again once the deletion is visible to every process.
  if (done) await forgetCachedUser(userId);
  return done;
}
