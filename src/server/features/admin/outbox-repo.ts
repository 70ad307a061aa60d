import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function findOutboxMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** One page of the outbox, newest first, with the total for the pager. */
export async function listOutboxMails(db: Db, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(mailOutbox);
  return { rows, total: Number(n) };
}

/** Fails a mail for good: the mailer will not retry it, and the outbox shows `reason`. */
export async function failOutboxMail(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: reason, nextAttemptAt: null })
    .where(eq(mailOutbox.id, id));
}
