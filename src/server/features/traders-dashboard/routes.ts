import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isPremium, marketViewerOf } from '../../../core/access';
import { tradersDashboardResponseSchema } from '../../../core/schemas/markets';
import { noStore, requireUser } from '../../plugins/guards';
import { getDashboardMarketSummary } from '../markets/summary-views';
import { composeDashboard } from './compose';
import { listActiveVideos, listUpcomingEvents, listWeeklyThoughts } from './repo';

/** GET /api/traders-dashboard (spec 02 §3 dashboard payload): signed-in users only. */
export default async function tradersDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireUser);
  app.addHook('preHandler', noStore);

  r.get('/api/traders-dashboard', { schema: { response: { 200: tradersDashboardResponseSchema } } }, async (req) => {
    const user = req.user!;
    const today = app.deps.clock.now().toISOString().slice(0, 10);
    const [summary, videos, events, thoughts] = await Promise.all([
      getDashboardMarketSummary(app.deps, marketViewerOf(user, 'futures')),
      listActiveVideos(app.deps.db),
      listUpcomingEvents(app.deps.db, today),
      listWeeklyThoughts(app.deps.db),
    ]);
    return composeDashboard({ summary, videos, events, thoughts, isPremium: isPremium(user) });
  });
}
