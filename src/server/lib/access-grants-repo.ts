/**
 * Access grants and trial requests (docs/features/trials.md): written by the operator's grants (the trials feature)
 * and by the self-serve trials and subscriptions (billing).
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessGrants, trialRequests, users } from '../db/schema';

export type AccessGrantRow = typeof accessGrants.$inferSelect;
type AccessGrantValues = typeof accessGrants.$inferInsert;

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

/** The current (not ended) grants' end dates of several users at once, by user id. */
export async function openGrantEndsOf(db: Db, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: accessGrants.userId, endsAt: accessGrants.endsAt })
    .from(accessGrants)
    .where(and(inArray(accessGrants.userId, userIds), isNull(accessGrants.endedAt)));
  return new Map(rows.map((r) => [r.userId, r.endsAt]));
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

/** Marks the member's open requests handled. */
export async function closeOpenTrialRequests(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(trialRequests)
    .set({ handledAt: at })
    .where(and(eq(trialRequests.userId, userId), isNull(trialRequests.handledAt)));
}

/** Inserts the member's grant, or sets `onConflict` on the one they have (one grant per member). */
export async function upsertAccessGrant(
  db: Db,
  values: AccessGrantValues,
  onConflict: Partial<AccessGrantValues>,
): Promise<void> {
  await db
    .insert(accessGrants)
    .values(values)
    .onConflictDoUpdate({ target: accessGrants.userId, set: onConflict });
}

/** Moves the end of the member's current grant to `now`; false when there is no current grant. */
export async function endCurrentGrantAt(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accessGrants)
    .set({ endsAt: now, updatedAt: now })
    .where(and(eq(accessGrants.userId, userId), isNull(accessGrants.endedAt)))
    .returning({ userId: accessGrants.userId });
  return rows.length > 0;
}

/** Ends the member's current grant now without a mail (a Stripe subscription took over). */
export async function supersedeCurrentGrant(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(accessGrants)
    .set({ endedAt: now, updatedAt: now })
    .where(and(eq(accessGrants.userId, userId), isNull(accessGrants.endedAt)));
}

/** Claims every current grant whose end date has come: one UPDATE, so each is ended once. */
export function endDueGrants(db: Db, now: Date): Promise<AccessGrantRow[]> {
  return db
    .update(accessGrants)
    .set({ endedAt: now, updatedAt: now })
    .where(and(isNull(accessGrants.endedAt), lte(accessGrants.endsAt, now)))
    .returning();
}

/**
 * Takes the paid flag and the granted plan off the member (status 'expired'); answers who to mail
 * (undefined when the user is gone).
 */
export async function clearPaidFlag(db: Db, userId: number, now: Date) {
  const [u] = await db
    .update(users)
    .set({
      isPaidSubscriber: false,
      planStatus: sql`CASE WHEN ${users.planStatus} IN ('trial', 'active') THEN 'expired' ELSE ${users.planStatus} END`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email, firstName: users.firstName });
  return u;
}

/** Claims the current grants ending by `until` not reminded yet: one UPDATE, so each is mailed once. */
export function claimDueReminders(db: Db, now: Date, until: Date): Promise<AccessGrantRow[]> {
  return db
    .update(accessGrants)
    .set({ reminderSentAt: now })
    .where(
      and(isNull(accessGrants.endedAt), isNull(accessGrants.reminderSentAt), lte(accessGrants.endsAt, until)),
    )
    .returning();
}
