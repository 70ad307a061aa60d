import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterStatusCounts, newsletterSubscribers as ns } from '../../db/schema';
import { listWhere, pageAndTotal, totalColumn } from './repo-helpers';

export type NewsletterSubscriberRow = typeof ns.$inferSelect;
type Values = typeof ns.$inferInsert;

interface NewsletterQuery {
  search?: string;
  filterStatus?: string;
  limit: number;
  offset: number;
}

/** One page of the list, newest first, with the total of every match for the pager. */
export async function listNewsletterSubscribers(db: Db, q: NewsletterQuery) {
  const where = listWhere(
    q.search,
    [ns.email, ns.firstName, ns.lastName],
    [q.filterStatus ? eq(ns.status, q.filterStatus) : undefined],
  );
  return pageAndTotal(db, q.search, ns, where, (w) =>
    db
      .select({ ...getTableColumns(ns), total: totalColumn(q.search) })
      .from(ns)
      .where(w)
      .orderBy(desc(ns.subscribedAt), desc(ns.id))
      .limit(q.limit)
      .offset(q.offset),
  );
}

/**
 * How many subscribers have each status, over the whole list (the stat cards): one small table kept
 * by triggers (migration 0282), not a count of every reader per request.
 */
export function countNewsletterByStatus(db: Db) {
  return db
    .select({ status: newsletterStatusCounts.status, n: newsletterStatusCounts.n })
    .from(newsletterStatusCounts);
}

export async function insertNewsletterSubscriber(db: Db, values: Values): Promise<NewsletterSubscriberRow> {
  const [row] = await db.insert(ns).values(values).returning();
  return row;
}

/** The updated subscriber, or undefined when no subscriber has that id. */
export async function updateNewsletterSubscriber(db: Db, id: number, set: Partial<Values>) {
  const [row] = await db.update(ns).set(set).where(eq(ns.id, id)).returning();
  return row as NewsletterSubscriberRow | undefined;
}
