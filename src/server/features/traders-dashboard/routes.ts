import type { FastifyInstance } from 'fastify';
import { canSeeVideoArchive, marketView } from '../../../core/access';
import { tradersDashboardApi as api } from '../../../core/api/traders-dashboard';
import { tradersDashboardResponseSchema } from '../../../core/schemas/markets';
import { cachedContent, sendAnswer, toAnswer } from '../../lib/answer-cache';
import { answerKey } from '../../lib/answer-key';
import { TOPIC } from '../../lib/cache-topics';
import { serve } from '../../lib/serve-endpoint';
import { utcDay } from '../../lib/utc-day';
import { whenReady } from '../../lib/when-ready';
import { AppError } from '../../../core/errors';
import { noStore } from '../../plugins/guards';
import { getDashboardMarketSummary } from '../../markets';
import { composeDashboard, withMarketHolidays } from './compose';
import { publicationKey } from '../weekly-videos';
import { EVENTS_SHOWN, listPublishedVideos, listUpcomingEvents, listWeeklyThoughts } from './repo';

/**
 * GET /api/traders-dashboard (spec 02 §3 dashboard payload): signed-in users, and the operator (
 * every market live, or as the viewer chosen in 'View as'; viewing as a visitor it answers 401 as to one).
 */
export default async function tradersDashboardRoutes(app: FastifyInstance) {
  // One hook: signed in (or the operator), and never stored (DESIGN §3). On request, not before the
  // handler: the sessions are resolved by then, and the route needs no stage of its own.
  app.addHook('onRequest', (req, reply, done) => {
    const operator = req.isAdmin && !req.viewAs;
    if (!req.user && !operator) return done(new AppError('UNAUTHORIZED', 'Authentication required'));
    noStore(req, reply, done);
  });

  serve(
    app,
    api.dashboard,
    (req, reply) => {
      // The request is the policy's viewer context (user, isAdmin, viewAs).
      const premium = canSeeVideoArchive(req);
      const view = marketView(req, 'futures');
      const now = app.deps.clock.now();
      const today = utcDay(now);
      // One answer per viewer kind (the policy's view key), day, futures data version and publish window
      // (until the next scheduled video's time), rebuilt when the content changes.
      const answerFor = (version: number, publication: string) =>
        cachedContent(
          app.deps.db,
          answerKey('dashboard', premium, view, today, version, publication),
          [TOPIC.weeklyVideos, TOPIC.dashboard],
          async () => {
            const [summary, videos, events, thoughts] = await Promise.all([
              app.markets.data('futures').then((d) => getDashboardMarketSummary(d, view)),
              listPublishedVideos(app.deps.db, now),
              listUpcomingEvents(app.deps.db, today),
              listWeeklyThoughts(app.deps.db, today),
            ]);
            return toAnswer(
              tradersDashboardResponseSchema.parse(
                composeDashboard({
                  summary,
                  videos,
                  events: withMarketHolidays(events, today, EVENTS_SHOWN),
                  thoughts,
                  isPremium: premium,
                }),
              ),
            );
          },
        );
      return whenReady(app.markets.current('futures'), ({ version }) =>
        whenReady(publicationKey(app.deps.db, now), (publication) =>
          whenReady(answerFor(version, publication), (answer) => sendAnswer(req, reply, answer)),
        ),
      );
    },
    { prepared: true },
  );
}
