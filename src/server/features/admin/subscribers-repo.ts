import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SubscribersQuery } from '../../../core/schemas/admin';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';
import { listWhere, pageAndTotal, totalColumn } from './repo-helpers';

export type SubscriberRow = typeof subscribers.$inferSelect;
type Values = typeof subscribers.$inferInsert;

// Only whitelisted columns can be sorted on (the query schema validates the name, this maps it).
const SORT_COLUMNS = {
  createdAt: subscribers.createdAt,
  firstName: subscribers.firstName,
  lastName: subscribers.lastName,
  email: subscribers.email,
  subscriptionTier: subscribers.subscriptionTier,
  subscriptionStatus: subscribers.subscriptionStatus,
  totalRevenue: subscribers.totalRevenue,
  lastLoginAt: subscribers.lastLoginAt,
} as const;

function whereOf(q: SubscribersQuery) {
  const s = subscribers;
  return listWhere(
    q.search,
    [s.email, s.firstName, s.lastName, s.company],
    [
      q.filterTier ? eq(s.subscriptionTier, q.filterTier) : undefined,
      q.filterStatus ? eq(s.subscriptionStatus, q.filterStatus) : undefined,
      q.filterActive ? eq(s.isActive, q.filterActive === 'true') : undefined,
    ],
  );
}

/** One sorted page of the list, with the total of every match for the pager. */
export async function listSubscribers(db: Db, q: SubscribersQuery) {
  const where = whereOf(q);
  const column = SORT_COLUMNS[q.sortBy];
  const dir = q.sortOrder === 'asc' ? asc : desc;
  // NULLs (no name, never logged in) always last, whatever the direction; id keeps pages stable. A NOT
  // NULL column sorts plainly, so its (column, id) index reads the page in order.
  const order = column.notNull
    ? dir(column)
    : q.sortOrder === 'asc'
      ? sql`${column} asc nulls last`
      : sql`${column} desc nulls last`;
  return pageAndTotal(db, q.search, subscribers, where, (w) =>
    db
      .select({ ...getTableColumns(subscribers), total: totalColumn(q.search) })
      .from(subscribers)
      .where(w)
      .orderBy(order, dir(subscribers.id))
      .limit(q.limit)
      .offset(q.offset),
  );
}

export async function insertSubscriber(db: Db, values: Values): Promise<SubscriberRow> {
  const [row] = await db.insert(subscribers).values(values).returning();
  return row;
}

/** The updated subscriber, or undefined when no subscriber has that id. */
export async function updateSubscriber(db: Db, id: number, set: Partial<Values>) {
  const [row] = await db.update(subscribers).set(set).where(eq(subscribers.id, id)).returning();
  return row as SubscriberRow | undefined;
}
