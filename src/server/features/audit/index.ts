/**
 * The admin audit log's read side: GET /api/admin/audit-log, registered with the admin gate. The rows
 * are written by lib/audit-log.ts, which every admin write route uses.
 */
export { default as auditRoutes } from './routes';
