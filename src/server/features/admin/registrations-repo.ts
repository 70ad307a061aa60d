import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RegistrationPatch, registrationsQuerySchema } from '../../../core/schemas/admin-records';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { listWhere, pageAndTotal, totalColumn } from './repo-helpers';

type RegistrationsQuery = z.infer<typeof registrationsQuerySchema>;

// Never the password hash or anything private beyond what the screen shows.
const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  ipAddress: users.ipAddress,
  status: users.status,
  enableFutures: users.enableFutures,
  enableEquities: users.enableEquities,
  enableCryptos: users.enableCryptos,
  isPaidSubscriber: users.isPaidSubscriber,
  createdAt: users.createdAt,
};
const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  firstName: users.firstName,
  status: users.status,
} as const;

/** One sorted page of the users, with the total of every match for the pager. */
export async function listRegistrations(db: Db, q: RegistrationsQuery) {
  const where = listWhere(
    q.search,
    [users.email, users.firstName, users.lastName],
    [q.filterStatus ? eq(users.status, q.filterStatus) : undefined],
  );
  const dir = q.sortOrder === 'asc' ? asc : desc;
  return pageAndTotal(db, q.search, users, where, (w) =>
    db
      .select({ ...columns, total: totalColumn(q.search) })
      .from(users)
      .where(w)
      .orderBy(dir(SORT_COLUMNS[q.sortBy]), dir(users.id))
      .limit(q.limit)
      .offset(q.offset),
  );
}

/** The updated registration, or undefined when no user has that id. */
export async function updateRegistration(db: Db, id: number, patch: RegistrationPatch, at: Date) {
  const [updated] = await db
    .update(users)
    .set({ ...patch, updatedAt: at })
    .where(eq(users.id, id))
    .returning(columns);
  return updated;
}

export async function registrationExists(db: Db, id: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return user !== undefined;
}
