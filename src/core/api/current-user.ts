import { currentUserSchema } from '../schemas/current-user';
import { CURRENT_USER_PATH } from './current-user-path';
import { endpoint } from './endpoint';

/**
 * GET /api/auth/user: signed out is an answer, not an error (200 null). Declared apart from the other
 * account endpoints (auth.ts lists it too), so the app shell's read of it loads only its own schema.
 */
export const currentUserEndpoint = endpoint({
  method: 'GET',
  path: CURRENT_USER_PATH,
  responses: { 200: currentUserSchema.nullable() },
});
