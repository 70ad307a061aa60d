import { tradersDashboardResponseSchema } from '../schemas/markets';
import { endpoint } from './endpoint';

/** The traders dashboard payload (spec 02 §3): signed-in users only. */
export const tradersDashboardApi = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/traders-dashboard',
    auth: 'session',
    responses: { 200: tradersDashboardResponseSchema },
  }),
};
