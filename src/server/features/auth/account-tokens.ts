import type { Deps } from '../../deps';
import { hashToken, randomToken } from '../../lib/tokens';
import { insertAccountToken, liveTokenUser, retireTokens, useLiveToken } from './tokens-repo';

export type TokenPurpose = 'confirm_email' | 'reset_password';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm_email: 48 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

type TokenDeps = Pick<Deps, 'db' | 'clock'>;

/** A new random token for the mail; only its SHA-256 is stored. */
export async function issueAccountToken(
  deps: TokenDeps,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  await insertAccountToken(deps.db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The token's user when it is known, unexpired and unused, without using it up (page checks on load). */
export async function peekAccountToken(
  deps: TokenDeps,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const now = deps.clock.now();
  return liveTokenUser(deps.db, hashToken(token), purpose, now);
}

/** Marks the token used and returns its user, or null when unknown, expired or already used. */
export async function consumeAccountToken(
  deps: TokenDeps,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const now = deps.clock.now();
  return useLiveToken(deps.db, hashToken(token), purpose, now);
}

/** Retires every open token of a purpose (e.g. all reset links once the password changed). */
export async function retireAccountTokens(
  deps: TokenDeps,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await retireTokens(deps.db, userId, purpose, deps.clock.now());
}
