import { and, count, eq, gt, gte, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, paidInvoices, subscribers, users } from '../../db/schema';

/** What Stripe bills each month, summed from the members' open subscriptions (read at every sync). */
export async function billedTotals(db: Db) {
  const [row] = await db
    .select({ members: count(), cents: sum(memberships.billedMonthlyCents) })
    .from(memberships)
    .where(gt(memberships.billedMonthlyCents, 0));
  return { members: Number(row.members), cents: Number(row.cents ?? 0) };
}

/** Members in a running trial (self-serve, Stripe's or the operator's). */
export async function trialCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.planStatus, 'trial'));
  return Number(row.n);
}

/** Paid plans the operator granted (no Stripe bill): plan and how many, counted apart from revenue. */
export function grantedPlans(db: Db) {
  return db
    .select({ plan: users.plan, n: count() })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(
        inArray(users.planStatus, ['active', 'past_due']),
        sql`coalesce(${memberships.source}, 'operator') = 'operator'`,
      ),
    )
    .groupBy(users.plan);
}

/** Paid invoices since the month's start minus what was refunded, and cancellations since then. */
export async function monthFigures(db: Db, monthStart: Date) {
  const [rev] = await db
    .select({ cents: sum(sql`${paidInvoices.amountCents} - ${paidInvoices.refundedCents}`) })
    .from(paidInvoices)
    .where(gte(paidInvoices.paidAt, monthStart));
  const [c] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(isNotNull(memberships.cancelledAt), gte(memberships.cancelledAt, monthStart)));
  return { revenueCents: Number(rev.cents ?? 0), cancellations: Number(c.n) };
}

/**
 * The subscriber list's records and how many have no member account of their email: the list's tier of
 * those is only the record's (typed or imported by the operator), so the money figures cannot count them.
 */
export async function listedSubscriberCounts(db: Db) {
  const [row] = await db
    .select({ total: count(), withoutAccount: count(sql`case when ${users.id} is null then 1 end`) })
    .from(subscribers)
    .leftJoin(users, sql`lower(${users.email}) = lower(${subscribers.email})`);
  return { total: Number(row.total), withoutAccount: Number(row.withoutAccount) };
}
