import {
  trackRecordHeadlineSchema,
  trackRecordQuerySchema,
  trackRecordResponseSchema,
} from '../schemas/track-record';
import { endpoint } from './endpoint';

/** The model account's track record (docs/features/track-record.md). */
export const trackRecordApi = {
  /** The whole record: premium viewers of that market only (401/403 otherwise). */
  record: endpoint({
    method: 'GET',
    path: '/api/track-record',
    auth: 'session',
    query: trackRecordQuerySchema,
    responses: { 200: trackRecordResponseSchema },
  }),
  /** CAGR and max drawdown of each market, for anyone. */
  headline: endpoint({
    method: 'GET',
    path: '/api/track-record/headline',
    responses: { 200: trackRecordHeadlineSchema },
  }),
};
