import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountTokens } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashToken, randomToken } from '../../lib/tokens';

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
  await deps.db.insert(accountTokens).values({
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
  const [row] = await deps.db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}

/** Marks the token used and returns its user, or null when unknown, expired or already used. */
export async function consumeAccountToken(
  deps: TokenDeps,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const now = deps.clock.now();
  const rows = await deps.db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Retires every open token of a purpose (e.g. all reset links once the password changed). */
export async function retireAccountTokens(
  deps: TokenDeps,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await deps.db
    .update(accountTokens)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
