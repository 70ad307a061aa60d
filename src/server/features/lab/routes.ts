import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { cheapestPlanWith, entitlementsOfSubject, PLANS } from '../../../core/access';
import { labApi as api } from '../../../core/api/lab';
import { AppError } from '../../../core/errors';
import { paths } from '../../../core/site-paths';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { createLabPool } from './pool';
import type { LabPool } from './pool';
import { labBacktest } from './service';

/** Own data up to 10,000 rows of JSON fits in about 1 MB; the route takes 2 MiB, every other route keeps the default. */
export const LAB_BODY_LIMIT = 2 * 1024 * 1024;
export const LAB_RUNS_PER_MINUTE = 30;

const plan = PLANS[cheapestPlanWith('advancedAnalytics')].label;
export const LAB_NEEDS_PLAN = `The strategy lab is part of the ${plan} plan. Upgrade at ${paths.upgrade}`;

/** Before the body is read: a visitor or a member without the plan never makes the server parse 2 MiB. */
function requireLab(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!req.user) return done(new AppError('UNAUTHORIZED', 'Sign in to use the strategy lab'));
  if (!entitlementsOfSubject(req.user).advancedAnalytics)
    return done(new AppError('FORBIDDEN', LAB_NEEDS_PLAN));
  done();
}

/** The strategy lab: backtests of the breakout rule in worker threads, per member limited. */
export default async function labRoutes(app: FastifyInstance, opts: { labPool?: LabPool } = {}) {
  const pool = opts.labPool ?? createLabPool();
  app.addHook('onClose', () => pool.close());
  serve(app, api.backtest, (req) => labBacktest(app.deps, app.markets, pool, req.body), {
    bodyLimit: LAB_BODY_LIMIT,
    onRequest: [noStore, requireLab],
    config: limitRoute(app, {
      eventType: 'lab_backtest_flood',
      severity: 'low',
      max: LAB_RUNS_PER_MINUTE,
      windowMs: 60_000,
      key: (req) => (req.user ? `member:${req.user.id}` : req.ip),
      description: 'More than 30 strategy lab backtests a minute from one member',
    }),
  });
}
