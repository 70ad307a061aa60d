import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';

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
