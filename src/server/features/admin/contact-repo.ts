import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, contactResponses } from '../../db/schema';
import { listWhere, pageAndTotal, totalColumn } from './repo-helpers';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactResponseRow = typeof contactResponses.$inferSelect;

interface MessageQuery {
  search?: string;
  filterStatus?: string;
  limit: number;
  offset: number;
}

/** Search matches name, e-mail, subject or text; the total counts every match for the pager. */
export async function listContactMessages(db: Db, q: MessageQuery) {
  const m = contactMessages;
  const where = listWhere(
    q.search,
    [m.name, m.email, m.subject, m.message],
    [q.filterStatus ? eq(m.status, q.filterStatus) : undefined],
  );
  return pageAndTotal(db, q.search, contactMessages, where, (w) =>
    db
      .select({ ...getTableColumns(m), total: totalColumn(q.search) })
      .from(contactMessages)
      .where(w)
      .orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id))
      .limit(q.limit)
      .offset(q.offset),
  );
}

/** A message's replies, oldest first. */
export function listContactResponses(db: Db, messageId: number) {
  return db
    .select()
    .from(contactResponses)
    .where(eq(contactResponses.messageId, messageId))
    .orderBy(asc(contactResponses.sentAt), asc(contactResponses.id));
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** The updated message, or undefined when no message has that id. */
export async function updateContactMessage(
  db: Db,
  id: number,
  set: Partial<typeof contactMessages.$inferInsert>,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning();
  return row;
}

export async function insertContactResponse(
  db: Db,
  values: typeof contactResponses.$inferInsert,
): Promise<ContactResponseRow> {
  const [row] = await db.insert(contactResponses).values(values).returning();
  return row;
}
