import { auditFacetsSchema, auditListSchema, auditQuerySchema } from '../schemas/admin-audit';
import { endpoint } from './endpoint';

/** The audit log of every admin write, behind the admin session; read only. */
export const adminAuditApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    query: auditQuerySchema,
    responses: { 200: auditListSchema },
  }),
  facets: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/facets',
    responses: { 200: auditFacetsSchema },
  }),
};
