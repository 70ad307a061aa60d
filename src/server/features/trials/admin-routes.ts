import type { FastifyInstance } from 'fastify';
import { trialsApi as api } from '../../../core/api/trials';
import { accessGrantSchema, isoDay } from '../../../core/schemas/trials';
import type { AccessRow, TrialPlan } from '../../../core/schemas/trials';
import { serve } from '../../lib/serve-endpoint';
import { endAccessNow, grantAccess } from './access-service';
import { accessGrantOf, listAccessGrants, listOpenTrialRequests } from '../../lib/access-grants-repo';
import { recordAudit } from '../../lib/audit-log';
import { forAudit } from '../../lib/audit-snapshot';
import { toAccess } from './routes';

/** The operator side, under the admin guard: open requests and current access, grant/extend/end. */
export default async function trialAdminRoutes(app: FastifyInstance) {
  const { deps } = app;

  serve(app, api.accessList, async () => {
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

  serve(app, api.grantAccess, async (req) => {
    // The declaration checks the shape; the end date is checked here against the server's today.
    const input = accessGrantSchema(isoDay(deps.clock.now())).parse(req.body);
    const before = forAudit(await accessGrantOf(deps.db, req.params.id));
    await grantAccess(deps, req.params.id, input, async (tx) =>
      recordAudit(tx, req, { before, after: forAudit(await accessGrantOf(tx, req.params.id)) }),
    );
    return { ok: true as const };
  });

  serve(app, api.endAccess, async (req) => {
    const before = forAudit(await accessGrantOf(deps.db, req.params.id));
    await endAccessNow(deps, req.params.id, async (tx) =>
      recordAudit(tx, req, { before, after: forAudit(await accessGrantOf(tx, req.params.id)) }),
    );
    return { ok: true as const };
  });
}
