import type { FastifyInstance } from 'fastify';
import { adminAuditApi as api } from '../../../core/api/admin-audit';
import { serve } from '../../lib/serve-endpoint';
import { auditFacets, listAudit } from './repo';

/** GET /api/admin/audit-log: read only; the rows are written by lib/audit-log.ts. */
export default async function auditRoutes(app: FastifyInstance) {
  serve(app, api.list, async (req) => listAudit(app.deps.db, req.query));
  serve(app, api.facets, async () => auditFacets(app.deps.db));
}
