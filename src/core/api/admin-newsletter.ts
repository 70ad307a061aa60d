import { idParamsSchema, okSchema } from '../schemas/common';
import {
  newsletterCreateSchema,
  newsletterListSchema,
  newsletterPatchSchema,
  newsletterQuerySchema,
  newsletterSubscriberSchema,
} from '../schemas/admin-records';
import { endpoint } from './endpoint';

/** Newsletter management (spec 02 §2, §7); behind the admin session. */
export const adminNewsletterApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/newsletter-subscribers',
    query: newsletterQuerySchema,
    responses: { 200: newsletterListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/newsletter-subscribers',
    body: newsletterCreateSchema,
    responses: { 201: newsletterSubscriberSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/newsletter-subscribers/:id',
    params: idParamsSchema,
    body: newsletterPatchSchema,
    responses: { 200: newsletterSubscriberSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/newsletter-subscribers/:id',
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
};
