import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '../../../core/schemas/admin';
import { accessGrantSchema, accessListSchema, isoDay } from '../../../core/schemas/trials';
import type { AccessRow, TrialPlan } from '../../../core/schemas/trials';
import { endAccessNow, grantAccess } from './access-service';
import { listAccessGrants, listOpenTrialRequests } from './repo';
import { toAccess } from './routes';

/** The operator side, under the admin guard: open requests and current access, grant/extend/end. */
export default async function trialAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get('/api/admin/access', { schema: { response: { 200: accessListSchema } } }, async () => {
    const requests = await listOpenTrialRequests(deps.db);
    const grants = await listAccessGrants(deps.db);
    const rows = new Map<number, AccessRow>();
    for (const q of requests) {
      const { plan, requestedAt, ...who } = q;
      rows.set(q.userId, {
        ...who,
        request: { plan: plan as TrialPlan, requestedAt: requestedAt.toISOString() },
        access: null,
      });
    }
    for (const g of grants) {
      const { grant, ...who } = g;
      const row = rows.get(g.userId) ?? { ...who, request: null, access: null };
      rows.set(g.userId, { ...row, access: toAccess(grant) });
    }
    return { rows: [...rows.values()] };
  });

  r.post(
    '/api/admin/registrations/:id/access',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      // The schema depends on today (end date after today), so it is parsed here, not in `schema`.
      const input = accessGrantSchema(isoDay(deps.clock.now())).parse(req.body);
      await grantAccess(deps, req.params.id, input);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/registrations/:id/access/end',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await endAccessNow(deps, req.params.id);
      return { ok: true as const };
    },
  );
}
