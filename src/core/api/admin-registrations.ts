import { idParamsSchema, okSchema } from '../schemas/common';
import {
  endSessionsSchema,
  registrationPatchSchema,
  registrationSchema,
  registrationsListSchema,
  registrationsQuerySchema,
} from '../schemas/admin-records';
import { endpoint } from './endpoint';

/** Registrations (the users table) in the back office (spec 02 §2, §7); behind the admin session. */
export const adminRegistrationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/registrations',
    query: registrationsQuerySchema,
    responses: { 200: registrationsListSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/registrations/:id',
    params: idParamsSchema,
    body: registrationPatchSchema,
    responses: { 200: registrationSchema },
  }),
  endSessions: endpoint({
    method: 'POST',
    path: '/api/admin/registrations/:id/end-sessions',
    params: idParamsSchema,
    responses: { 200: endSessionsSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/registrations/:id',
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
};
