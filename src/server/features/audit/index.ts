/** The admin audit log (issue 28): see record.ts for how a route records its change. */
export { ACTIONS, auditChange, changedFields, recordAudit, writeAuditRow } from './record';
export type { AuditNote } from './record';
