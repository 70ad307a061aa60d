import type { FastifyInstance } from 'fastify';
import { trackRecordApi as api } from '../../../core/api/track-record';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { viewOf } from '../../markets';
import { getTrackRecord, getTrackRecordHeadline } from './service';

/** The model account's track record: the whole record for premium viewers of a market, headline figures for anyone. */
export default async function trackRecordRoutes(app: FastifyInstance) {
  app.addHook('onRequest', noStore); // on request: no preHandler stage for the routes (decision 0066)

  serve(app, api.record, async (req) => {
    if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    if (viewOf(req, req.query.market).access !== 'live') {
      throw new AppError('FORBIDDEN', 'The track record is part of the premium subscription for this market');
    }
    return getTrackRecord(app.deps, app.markets, req.query.market);
  });

  serve(app, api.headline, async () => getTrackRecordHeadline(app.deps, app.markets));
}
