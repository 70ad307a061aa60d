import { idParamsSchema } from '../schemas/common';
import {
  contactListSchema,
  contactMessageSchema,
  contactQuerySchema,
  contactReplyAnswerSchema,
  contactReplySchema,
  contactResponsesSchema,
  contactStatusSchema,
} from '../schemas/admin-records';
import { endpoint } from './endpoint';

/** Contact messages in the back office (spec 02 §2, §4, §7); behind the admin session. */
export const adminContactApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/contact-messages',
    query: contactQuerySchema,
    responses: { 200: contactListSchema },
  }),
  responses: endpoint({
    method: 'GET',
    path: '/api/admin/contact-messages/:id/responses',
    params: idParamsSchema,
    responses: { 200: contactResponsesSchema },
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id/status',
    params: idParamsSchema,
    body: contactStatusSchema,
    responses: { 200: contactMessageSchema },
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/contact-messages/reply',
    body: contactReplySchema,
    responses: { 200: contactReplyAnswerSchema },
  }),
};
