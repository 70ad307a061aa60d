import type { FastifyInstance } from 'fastify';
import { trialsApi as api } from '../../../core/api/trials';
import { isoDay } from '../../../core/schemas/trials';
import type { TrialPlan, AccessKind } from '../../../core/schemas/trials';
import { serve } from '../../lib/serve-endpoint';
import { noStore, requireUser } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { AUTH_LIMITS } from '../auth';
import { startTrial } from '../billing';
import { accessGrantOf, openTrialRequestOf } from '../../lib/access-grants-repo';
import type { AccessGrantRow } from '../../lib/access-grants-repo';

/** The member side: 'Start Free Trial' starts the trial at once; the dialog and profile read the state. */
export default async function trialRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.addHook('preHandler', noStore);
  app.addHook('preHandler', requireUser);

  serve(
    app,
    api.requestTrial,
    async (req) => ({ ok: true as const, ...(await startTrial(deps, req.user!, req.body.plan)) }),
    { config: limitRoute(app, AUTH_LIMITS.accountIp) },
  );

  serve(app, api.myTrial, async (req) => {
    const userId = req.user!.id;
    const open = await openTrialRequestOf(deps.db, userId);
    const g = await accessGrantOf(deps.db, userId);
    return {
      request: open ? { plan: open.plan as TrialPlan, requestedAt: open.createdAt.toISOString() } : null,
      access: g ? toAccess(g) : null,
    };
  });
}

export function toAccess(g: AccessGrantRow) {
  return {
    kind: g.kind as AccessKind,
    plan: g.plan as TrialPlan,
    startsAt: g.startsAt.toISOString(),
    endsOn: isoDay(g.endsAt),
    endedAt: g.endedAt?.toISOString() ?? null,
  };
}
