import { stringify } from 'csv-stringify/browser/esm/sync';
import type { AuditEntry } from '@/core/schemas/admin-audit';

export const AUDIT_CSV_COLUMNS = [
  'At',
  'Operator',
  'IP',
  'Action',
  'Target type',
  'Target id',
  'Before',
  'After',
  'Reason',
];

/**
 * The audit log as CSV (csv-stringify): before/after as JSON text; cells starting with = + - @ tab
 * or CR are escaped by the library (escape_formulas), so a spreadsheet never runs them.
 */
export function auditCsv(entries: AuditEntry[]): string {
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  return stringify(
    entries.map((e) => [
      e.at,
      e.operator,
      e.ip ?? '',
      e.action,
      e.targetType ?? '',
      e.targetId ?? '',
      json(e.before),
      json(e.after),
      e.reason ?? '',
    ]),
    { header: true, columns: AUDIT_CSV_COLUMNS, escape_formulas: true, record_delimiter: 'windows' },
  );
}

export const auditCsvName = (today: string) => `audit-log-${today}.csv`;
