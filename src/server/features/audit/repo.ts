import { and, asc, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditQuerySchema } from '../../../core/schemas/admin-audit';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

type AuditQuery = z.output<typeof auditQuerySchema>;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(q: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.search) {
    const p = likeText(q.search);
    parts.push(
      or(
        ilike(adminAuditLog.operator, p),
        ilike(adminAuditLog.action, p),
        ilike(adminAuditLog.targetType, p),
        ilike(adminAuditLog.targetId, p),
        ilike(adminAuditLog.ip, p),
        ilike(adminAuditLog.reason, p),
        sql`${adminAuditLog.before}::text ILIKE ${p}`,
        sql`${adminAuditLog.after}::text ILIKE ${p}`,
      )!,
    );
  }
  if (q.operator) parts.push(eq(adminAuditLog.operator, q.operator));
  if (q.action) parts.push(eq(adminAuditLog.action, q.action));
  if (q.from) parts.push(gte(adminAuditLog.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) {
    const end = new Date(`${q.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(adminAuditLog.at, end));
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listAudit(db: Db, q: AuditQuery) {
  const where = whereOf(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      operator: r.operator,
      ip: r.ip,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
    })),
    total,
  };
}

export async function auditFacets(db: Db) {
  const [ops, acts] = await Promise.all([
    db.selectDistinct({ v: adminAuditLog.operator }).from(adminAuditLog).orderBy(asc(adminAuditLog.operator)),
    db.selectDistinct({ v: adminAuditLog.action }).from(adminAuditLog).orderBy(asc(adminAuditLog.action)),
  ]);
  return { operators: ops.map((r) => r.v), actions: acts.map((r) => r.v) };
}
