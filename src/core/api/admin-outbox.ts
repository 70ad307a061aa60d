import { outboxListSchema, outboxQuerySchema } from '../schemas/admin-outbox';
import { endpoint } from './endpoint';

/** Read-only view of every mail the product wrote; behind the admin session. */
export const adminOutboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/mail-outbox',
    query: outboxQuerySchema,
    responses: { 200: outboxListSchema },
  }),
};
