import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type SubscriberValues = typeof newsletterSubscribers.$inferInsert;

/** Addresses are matched case-insensitively. */
export async function subscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return rows[0];
}

export async function subscriberById(db: Db, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

/** Inserts the subscriber unless the address is there already (then undefined). */
export async function insertSubscriberIfNew(db: Db, values: SubscriberValues) {
  const [inserted] = await db.insert(newsletterSubscribers).values(values).onConflictDoNothing().returning();
  return inserted as SubscriberRow | undefined;
}

export async function updateSubscriber(db: Db, id: number, set: Partial<SubscriberValues>): Promise<void> {
  await db.update(newsletterSubscribers).set(set).where(eq(newsletterSubscribers.id, id));
}
