import { z } from 'zod';
import { isCalendarDay } from './admin-dashboard-content';
import { searchQuery } from './list-query';
import { line } from './single-line';

/** GET /api/admin/audit-log: the append-only record of every admin write. */
export const AUDIT_PAGE_SIZE = 50;

const day = (message: string) =>
  line()
    .trim()
    .refine((v) => v === '' || isCalendarDay(v), message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const auditQuerySchema = z.strictObject({
  /** Free text: operator, action, target, IP and the before/after values. */
  search: searchQuery(),
  operator: line().trim().max(254).optional(),
  action: line().trim().max(100).optional(),
  /** First and last UTC day, inclusive (YYYY-MM-DD). */
  from: day('From must be a calendar day (YYYY-MM-DD)'),
  to: day('To must be a calendar day (YYYY-MM-DD)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Rows per page (the CSV export asks for 500 at a time). */
  pageSize: z.coerce.number().int().min(1).max(500).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  operator: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number() });
export type AuditList = z.infer<typeof auditListSchema>;

/** GET /api/admin/audit-log/facets: the operators and actions the filters offer. */
export const auditFacetsSchema = z.object({ operators: z.array(z.string()), actions: z.array(z.string()) });
