import { idParamsSchema } from '../schemas/common';
import { outboxListSchema, outboxMailSchema, outboxQuerySchema } from '../schemas/admin-outbox';
import { endpoint } from './endpoint';

/** The mails the product wrote, behind the admin session; the one write is the resend of an `unknown` mail. */
export const adminOutboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/mail-outbox',
    query: outboxQuerySchema,
    responses: { 200: outboxListSchema },
  }),
  /** Sends again a mail whose delivery is `unknown` (interrupted mid-send); 409 for any other status. */
  resend: endpoint({
    method: 'POST',
    path: '/api/admin/mail-outbox/:id/resend',
    params: idParamsSchema,
    responses: { 200: outboxMailSchema },
  }),
};
