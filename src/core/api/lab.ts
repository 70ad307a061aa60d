import { labBacktestBodySchema, labBacktestResponseSchema } from '../schemas/lab';
import { endpoint } from './endpoint';

/** The strategy lab (docs/features/strategy-lab.md). */
export const labApi = {
  /** The breakout rule with the member's lengths: Professional and up (401 signed out, 403 otherwise). */
  backtest: endpoint({
    method: 'POST',
    path: '/api/lab/backtest',
    auth: 'session',
    body: labBacktestBodySchema,
    responses: { 200: labBacktestResponseSchema },
  }),
};
