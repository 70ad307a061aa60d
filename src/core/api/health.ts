import { healthSchema } from '../schemas/health';
import { endpoint } from './endpoint';

/** Liveness and database check: 200 when the database answers, 503 (same shape) when it does not. */
export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
