import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessGrants, trialRequests, users } from '../../db/schema';

export type AccessGrantRow = typeof accessGrants.$inferSelect;

/** The member's request the operator has not handled yet, if any. */
export async function openTrialRequestOf(db: Db, userId: number) {
  const [open] = await db
    .select()
    .from(trialRequests)
    .where(and(eq(trialRequests.userId, userId), isNull(trialRequests.handledAt)));
  return open;
}

/** A member has at most one grant (trial or paid), current or ended. */
export async function accessGrantOf(db: Db, userId: number): Promise<AccessGrantRow | undefined> {
  const [grant] = await db.select().from(accessGrants).where(eq(accessGrants.userId, userId));
  return grant;
}

/** The operator's Access list shows at most this many requests and this many grants. */
const ACCESS_LIST_LIMIT = 200;

const person = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
};

/** Requests nobody has handled yet, oldest first, with who asked. */
export function listOpenTrialRequests(db: Db) {
  return db
    .select({ ...person, plan: trialRequests.plan, requestedAt: trialRequests.createdAt })
    .from(trialRequests)
    .innerJoin(users, eq(users.id, trialRequests.userId))
    .where(isNull(trialRequests.handledAt))
    .orderBy(asc(trialRequests.createdAt))
    .limit(ACCESS_LIST_LIMIT);
}

/** Current grants first (soonest ending first), then ended ones, with whose they are. */
export function listAccessGrants(db: Db) {
  return db
    .select({ ...person, grant: accessGrants })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .orderBy(desc(isNull(accessGrants.endedAt)), asc(accessGrants.endsAt))
    .limit(ACCESS_LIST_LIMIT);
}
