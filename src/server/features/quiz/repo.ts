import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts, quizQuestions } from '../../db/schema';

/** The questions a quiz may serve: id and text, never the answer. */
export function activeQuestions(db: Db) {
  return db
    .select({ id: quizQuestions.id, question: quizQuestions.question })
    .from(quizQuestions)
    .where(eq(quizQuestions.isActive, true));
}

export function questionsByIds(db: Db, ids: number[]) {
  return db.select().from(quizQuestions).where(inArray(quizQuestions.id, ids));
}

/** Inserts the questions whose slug is not stored yet; stored ones (an operator's edits) stay. */
export async function insertMissingQuestions(
  db: Db,
  values: (typeof quizQuestions.$inferInsert)[],
): Promise<void> {
  await db.insert(quizQuestions).values(values).onConflictDoNothing();
}

/** Stores an attempt once per nonce; undefined when the nonce was used before. */
export async function insertAttemptOnce(
  db: Db,
  values: typeof quizAttempts.$inferInsert,
): Promise<number | undefined> {
  const [stored] = await db
    .insert(quizAttempts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: quizAttempts.id });
  return stored?.id;
}

export async function markAttemptMailed(db: Db, id: number): Promise<void> {
  await db.update(quizAttempts).set({ emailSent: true }).where(eq(quizAttempts.id, id));
}
