import { changeMobileSchema, changePasswordSchema, okMessageSchema, profileSchema } from '../schemas/auth';
import { endpoint } from './endpoint';

/** Profile and Settings (the user-menu items); behind the user session. */
export const accountApi = {
  profile: endpoint({
    method: 'GET',
    path: '/api/profile',
    auth: 'session',
    responses: { 200: profileSchema },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    body: changePasswordSchema,
    responses: { 200: okMessageSchema },
  }),
  changeMobile: endpoint({
    method: 'POST',
    path: '/api/account/mobile',
    body: changeMobileSchema,
    responses: { 200: okMessageSchema },
  }),
};
