import { healthSchema, readySchema } from '../schemas/health';
import { endpoint } from './endpoint';

/** The probes (docs/operations.md): liveness and readiness. */
export const healthApi = {
  /** Liveness: 200 while the process serves; `status` and `database` say whether the database answers. */
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    responses: { 200: healthSchema },
  }),
  /** Readiness: 503 while draining, while the database is unreachable or migrations are pending. */
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    responses: { 200: readySchema, 503: readySchema },
  }),
};
