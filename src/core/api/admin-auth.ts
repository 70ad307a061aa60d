import { adminLoginSchema, adminSessionSchema, changePasswordSchema } from '../schemas/admin';
import { okSchema } from '../schemas/common';
import { endpoint } from './endpoint';

/** Every back-office route starts with this (the server guards them by it, spec 02 §5). */
export const ADMIN_API_PREFIX = '/api/admin/';

/** The admin gate (spec 02 §2, §5, §8): login and the session probe are open, the rest needs the session. */
export const adminAuthApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    auth: 'sign-in',
    body: adminLoginSchema,
    responses: { 200: okSchema },
  }),
  session: endpoint({ method: 'GET', path: '/api/admin/session', responses: { 200: adminSessionSchema } }),
  logout: endpoint({ method: 'POST', path: '/api/admin/logout', responses: { 200: okSchema } }),
  // A wrong current password is a 400 with an extra `error` field (spec §7); it goes through the
  // app's error shape, so only the success answer is declared.
  changePassword: endpoint({
    method: 'POST',
    path: '/api/admin/change-password',
    body: changePasswordSchema,
    responses: { 200: okSchema },
  }),
};
