import { and, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/client';

/** Emails are unique case-insensitively (users_email_lower_idx). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** Stores a new account and answers its id; a unique violation means the address is taken. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

/** A pending account becomes confirmed; any other status is left as it is (a link used late). */
export async function confirmPendingUser(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ status: 'confirmed', confirmedAt: at, updatedAt: at })
    .where(and(eq(users.id, id), eq(users.status, 'pending')));
}

/** Any change to the user's own row; the caller drops the cached session user when it matters. */
export async function updateUser(db: Db, id: number, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, id));
}
