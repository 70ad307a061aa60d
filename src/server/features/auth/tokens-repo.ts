import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';

type Purpose = (typeof accountTokens.$inferInsert)['purpose'];

export async function insertAccountToken(db: Db, values: typeof accountTokens.$inferInsert): Promise<void> {
  await db.insert(accountTokens).values(values);
}

const live = (tokenHash: string, purpose: Purpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The user of an unused, unexpired token with that hash, without using it. */
export async function liveTokenUser(db: Db, tokenHash: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(live(tokenHash, purpose, now));
  return row?.userId ?? null;
}

/** Uses up an unused, unexpired token in one UPDATE (a second use finds nothing); answers its user. */
export async function useLiveToken(db: Db, tokenHash: string, purpose: Purpose, now: Date) {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(live(tokenHash, purpose, now))
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Marks every unused token of that purpose of the user as used. */
export async function retireTokens(db: Db, userId: number, purpose: Purpose, at: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
