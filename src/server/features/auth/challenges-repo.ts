import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginChallenges } from '../../db/schema';

/** Closes every sign-in code still open for the account, so none of them can be used any more. */
export async function closeOpenChallenges(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ closedAt: at })
    .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.closedAt)));
}
