import type { z } from 'zod';
import { AppError } from '../../../core/errors';
import type { registerSchema } from '../../../core/schemas/auth';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { hashPassword } from '../../lib/passwords';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { sendConfirmationMail } from './mails';
import { confirmPendingUser, findUserByEmail, insertUser } from '../../lib/users-repo';

export const DUPLICATE_EMAIL =
  'An account with this email address already exists. Please sign in or reset your password.';

type Registration = z.output<typeof registerSchema>;

const duplicate = () =>
  new AppError('CONFLICT', DUPLICATE_EMAIL, [{ path: 'email', message: DUPLICATE_EMAIL }]);

/** Creates a pending account with its confirmation token and mails the link (CONFLICT when the address is taken). */
export async function registerAccount(deps: Deps, b: Registration, ipAddress: string): Promise<void> {
  const email = b.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw duplicate();

  const now = deps.clock.now();
  const passwordHash = await hashPassword(b.password); // slow: before the transaction opens
  let token: string;
  try {
    // The account and its confirmation token are one write: a failure leaves neither behind.
    token = await inTransaction(deps.db, async (tx) => {
      // Only the listed fields are stored; status, flags and isPaidSubscriber keep their defaults.
      const userId = await insertUser(tx, {
        email,
        firstName: b.firstName,
        lastName: b.lastName,
        passwordHash,
        mobile: b.mobile ?? null,
        description: b.description,
        referredBy: b.referredBy,
        invitationCode: b.invitationCode ?? null,
        marketsInterested: b.marketsInterested,
        accreditedInvestor: b.accreditedInvestor,
        status: 'pending',
        ipAddress,
        createdAt: now,
        updatedAt: now,
      });
      return issueAccountToken({ ...deps, db: tx }, userId, 'confirm_email');
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(); // two registrations racing for one address
    throw err;
  }

  await sendConfirmationMail(deps, { email, firstName: b.firstName }, token);
}

/** Spends a confirmation token: the confirmed account's id, or null when it is invalid, expired or used. */
export async function confirmEmail(deps: Deps, token: string): Promise<number | null> {
  const userId = await consumeAccountToken(deps, token, 'confirm_email');
  if (!userId) return null;
  await confirmPendingUser(deps.db, userId, deps.clock.now());
  return userId;
}
