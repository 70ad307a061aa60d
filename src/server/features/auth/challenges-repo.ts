import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginChallenges } from '../../db/schema';

/** Closes every sign-in code still open for the account, so none of them can be used any more. */
export async function closeOpenChallenges(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ closedAt: at })
    .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.closedAt)));
}

export type ChallengeRow = typeof loginChallenges.$inferSelect;

/** Sweeps codes that expired before `before` (kept a day for the record). */
export async function deleteChallengesExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, before));
}

export async function insertChallenge(db: Db, values: typeof loginChallenges.$inferInsert): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

/** The account's newest code still open, if any. */
export async function latestOpenChallenge(db: Db, userId: number): Promise<ChallengeRow | undefined> {
  const [open] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.closedAt)))
    .orderBy(desc(loginChallenges.createdAt))
    .limit(1);
  return open;
}

export async function closeChallenge(db: Db, id: number, at: Date): Promise<void> {
  await db.update(loginChallenges).set({ closedAt: at }).where(eq(loginChallenges.id, id));
}

/**
 * Counts one try on an open code in one UPDATE, so parallel guesses cannot exceed `maxTries`;
 * answers the tries made, or undefined when the code is closed or used up.
 */
export async function countChallengeTry(db: Db, id: number, maxTries: number): Promise<number | undefined> {
  const [counted] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, id),
        isNull(loginChallenges.closedAt),
        lt(loginChallenges.attempts, maxTries),
      ),
    )
    .returning({ attempts: loginChallenges.attempts });
  return counted?.attempts;
}
