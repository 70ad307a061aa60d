import { z } from 'zod';
import { gameResultSchema } from '../schemas/admin-records';
import { endpoint } from './endpoint';

/** Game results list; search and sort happen on the page (spec 02 §2, §7). Behind the admin session. */
export const adminGameResultsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/game-results',
    responses: { 200: z.array(gameResultSchema) },
  }),
};
