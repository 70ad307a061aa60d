import { idParamsSchema, okSchema } from '../schemas/common';
import {
  subscriberInputSchema,
  subscriberPatchSchema,
  subscriberSchema,
  subscribersListSchema,
  subscribersQuerySchema,
} from '../schemas/admin';
import { endpoint } from './endpoint';

/** Subscriber Management (spec 02 §2, §7, §9); behind the admin session. */
export const adminSubscribersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/subscribers',
    query: subscribersQuerySchema,
    responses: { 200: subscribersListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/subscribers',
    body: subscriberInputSchema,
    responses: { 201: subscriberSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/subscribers/:id',
    params: idParamsSchema,
    body: subscriberPatchSchema,
    responses: { 200: subscriberSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/subscribers/:id',
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
};
