import { viewAsBodySchema, viewAsStateSchema } from '../schemas/view-as';
import { endpoint } from './endpoint';

/** The operator's 'View as' (decision 0054); behind the admin session like every /api/admin route. */
export const viewAsApi = {
  get: endpoint({ method: 'GET', path: '/api/admin/view-as', responses: { 200: viewAsStateSchema } }),
  /** Starts (or switches) viewing the site as a visitor, a free member or a member on one plan. */
  set: endpoint({
    method: 'PUT',
    path: '/api/admin/view-as',
    body: viewAsBodySchema,
    responses: { 200: viewAsStateSchema },
  }),
  /** Back to the operator's own view. */
  clear: endpoint({ method: 'DELETE', path: '/api/admin/view-as', responses: { 200: viewAsStateSchema } }),
};
