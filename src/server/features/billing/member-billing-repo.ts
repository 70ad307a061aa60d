import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessGrants, adminAuditLog, paidInvoices, subscribers, trialClaims } from '../../db/schema';

/** The member's trial claim, last access grant and audit rows (the billing page's history). */
export async function historyRowsOf(db: Db, userId: number) {
  const claims = await db.select().from(trialClaims).where(eq(trialClaims.userId, userId));
  const grants = await db.select().from(accessGrants).where(eq(accessGrants.userId, userId));
  const audit = await db
    .select({
      at: adminAuditLog.at,
      action: adminAuditLog.action,
      operator: adminAuditLog.operator,
      reason: adminAuditLog.reason,
    })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'registration'), eq(adminAuditLog.targetId, String(userId))))
    .orderBy(desc(adminAuditLog.at))
    .limit(50);
  return { claims, grants, audit };
}

/** Refunded cents of the invoices we counted (by invoice id). */
export async function refundedOf(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: paidInvoices.id, refunded: paidInvoices.refundedCents })
    .from(paidInvoices)
    .where(inArray(paidInvoices.id, ids));
  return new Map(rows.map((r) => [r.id, r.refunded]));
}

/** A refund taken off the invoice's revenue and off the subscriber row's total. */
export async function recordRefund(db: Db, invoiceId: string, email: string, cents: number) {
  await db
    .update(paidInvoices)
    .set({ refundedCents: sql`${paidInvoices.refundedCents} + ${cents}` })
    .where(eq(paidInvoices.id, invoiceId));
  await db
    .update(subscribers)
    .set({
      totalRevenue: sql`greatest(${subscribers.totalRevenue} - ${(cents / 100).toFixed(2)}::numeric, 0)`,
    })
    .where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`);
}
