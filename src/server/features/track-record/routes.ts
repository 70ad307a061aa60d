import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import {
  trackRecordHeadlineSchema,
  trackRecordQuerySchema,
  trackRecordResponseSchema,
} from '../../../core/schemas/track-record';
import { noStore } from '../../plugins/guards';
import { viewOf } from '../markets/view';
import { getTrackRecord, getTrackRecordHeadline } from './service';

/** The model account's track record: the whole record for premium viewers of a market, headline figures for anyone. */
export default async function trackRecordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', noStore);

  r.get(
    '/api/track-record',
    { schema: { querystring: trackRecordQuerySchema, response: { 200: trackRecordResponseSchema } } },
    async (req) => {
      if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
      if (viewOf(req, req.query.market).access !== 'live') {
        throw new AppError(
          'FORBIDDEN',
          'The track record is part of the premium subscription for this market',
        );
      }
      return getTrackRecord(app.deps, req.query.market);
    },
  );

  r.get(
    '/api/track-record/headline',
    { schema: { response: { 200: trackRecordHeadlineSchema } } },
    async () => getTrackRecordHeadline(app.deps),
  );
}
