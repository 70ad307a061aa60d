import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a visitor's message for the admin's list and answers its id. */
export async function insertContactMessage(
  db: Db,
  values: typeof contactMessages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row.id;
}
