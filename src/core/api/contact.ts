import { contactMessageSchema, contactResponseSchema } from '../schemas/contact';
import { endpoint } from './endpoint';

/** The public contact form (spec 01 §2 Contact, §7). */
export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    body: contactMessageSchema,
    responses: { 200: contactResponseSchema },
  }),
};
