import type { Deps } from '../../deps';
import { refuseWeakPassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { deleteUserSessions } from '../../sessions/user-sessions';
import { retireAccountTokens } from './account-tokens';
import { closeOpenChallenges } from './challenges-repo';
import { confirmPendingUser, updateUser } from '../../lib/users-repo';

/**
 * Sets a new password and ends every session and open code of the account (reset and settings).
 * The common-password and guessability checks here guard every caller (`extra.email` is the
 * account's address, one of zxcvbn's user inputs); the reset route also runs it before it
 * spends the mailed token, so a refused password leaves the link working.
 */
export async function replacePassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  password: string,
  extra: { confirm?: boolean; email?: string } = {},
) {
  refuseWeakPassword(password, extra.email ?? null);
  const now = deps.clock.now();
  await updateUser(deps.db, userId, { passwordHash: await hashPassword(password), updatedAt: now });
  // Following a mailed link proves the address, as the confirmation link would.
  if (extra.confirm) await confirmPendingUser(deps.db, userId, now);
  await closeOpenChallenges(deps.db, userId, now);
  await retireAccountTokens(deps, userId, 'reset_password');
  await deleteUserSessions(deps.db, userId);
}
