import { and, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, paidInvoices, stripeEvents, subscribers, trialClaims, users } from '../../db/schema';

export type MembershipRow = typeof memberships.$inferSelect;
type MembershipValues = Omit<typeof memberships.$inferInsert, 'userId'>;

export async function membershipOf(db: Db, userId: number): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row;
}

export async function membershipByCustomer(db: Db, customerId: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.stripeCustomerId, customerId));
  return row;
}

/** Creates or changes the member's billing row (only the given fields change on an existing row). */
export async function upsertMembership(db: Db, userId: number, values: MembershipValues): Promise<void> {
  await db
    .insert(memberships)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberships.userId, set: values });
}

/** Access ended now (a trial or grant ran out): the status line's 'Ended on'. No row, nothing to say. */
export async function markAccessEnded(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(memberships).set({ endedAt: at, updatedAt: at }).where(eq(memberships.userId, userId));
}

/** The member's plan and status (what sessions and the viewer policy read), with the flags mirrored from it. */
export async function setPlan(
  db: Db,
  userId: number,
  plan: string | null,
  planStatus: string | null,
  flags: {
    isPaidSubscriber: boolean;
    enableFutures: boolean;
    enableEquities: boolean;
    enableCryptos: boolean;
  },
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ plan, planStatus, ...flags, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, firstName: users.firstName, status: users.status });
  return row;
}

/** Claims the one trial of an account and of a person (`identity`: the normalised address); false when used. */
export async function claimTrial(
  db: Db,
  userId: number,
  identity: string,
  plan: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(trialClaims)
    .values({ email: identity, userId, plan, startedAt: now })
    .onConflictDoNothing()
    .returning({ email: trialClaims.email });
  return rows.length === 1;
}

export async function trialUsed(db: Db, userId: number, identity: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(trialClaims)
    .where(sql`${trialClaims.userId} = ${userId} OR ${trialClaims.email} = ${identity}`);
  return Number(row.n) > 0;
}

/** Records an event id; false when it was applied before (each event is applied once). */
export async function claimEvent(db: Db, id: string, type: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}

/** Forgets an event whose applying failed, so Stripe's retry applies it. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
}

/** Records a paid invoice; false when it was counted before. */
export async function claimInvoice(db: Db, id: string, userId: number, amountCents: number, now: Date) {
  const rows = await db
    .insert(paidInvoices)
    .values({ id, userId, amountCents, paidAt: now })
    .onConflictDoNothing()
    .returning({ id: paidInvoices.id });
  return rows.length === 1;
}

/**
 * The operator's subscriber row of this member follows the plan (Manage Subscribers shows the same facts):
 * created when missing; revenue added when `addCents` is given.
 */
export async function syncSubscriberRow(
  db: Db,
  member: { email: string; firstName: string; lastName: string },
  set: { tier: string; status: string; paymentMethod?: string; addCents?: number },
  now: Date,
) {
  const add = ((set.addCents ?? 0) / 100).toFixed(2);
  const values = {
    subscriptionTier: set.tier,
    subscriptionStatus: set.status,
    ...(set.paymentMethod ? { paymentMethod: set.paymentMethod } : {}),
  };
  const updated = await db
    .update(subscribers)
    .set({ ...values, totalRevenue: sql`${subscribers.totalRevenue} + ${add}::numeric` })
    .where(sql`lower(${subscribers.email}) = ${member.email.toLowerCase()}`)
    .returning({ id: subscribers.id });
  if (updated.length) return;
  await db
    .insert(subscribers)
    .values({
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      ...values,
      totalRevenue: add,
      referralSource: 'self-serve',
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Members whose grace period after a failed payment is over. */
export function pastDueOver(db: Db, now: Date) {
  return db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(users.planStatus, 'past_due'),
        isNotNull(memberships.graceEndsAt),
        lte(memberships.graceEndsAt, now),
      ),
    );
}

/** Members set to cancel at the period's end whose period is over (in case Stripe's 'deleted' event is late). */
export function cancelledPeriodOver(db: Db, now: Date) {
  return db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inArray(users.planStatus, ['active', 'trial']),
        eq(memberships.cancelAtPeriodEnd, true),
        isNotNull(memberships.currentPeriodEnd),
        lte(memberships.currentPeriodEnd, now),
      ),
    );
}

/** Billing facts of the accounts with these emails (Manage Subscribers rows). */
export async function billingByEmails(db: Db, emails: string[]) {
  if (!emails.length) return [];
  return db
    .select({
      userId: users.id,
      email: users.email,
      plan: users.plan,
      planStatus: users.planStatus,
      isPaidSubscriber: users.isPaidSubscriber,
      status: users.status,
      enableFutures: users.enableFutures,
      enableEquities: users.enableEquities,
      enableCryptos: users.enableCryptos,
      membership: memberships,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}
