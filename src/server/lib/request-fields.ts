import type { FastifyInstance } from 'fastify';

/**
 * The app's own request fields, declared once before any plugin so every route's request has them:
 * the sessions' `user`, `sessionIdHash`, `isAdmin` and `adminOperator`, 'View as''s `viewAs`, the
 * programs' API's `apiKey` (their types sit beside the code that sets them). A field reads null
 * (`isAdmin`: false) until a hook sets it.
 */
export function declareRequestFields(app: FastifyInstance): void {
  for (const field of ['user', 'sessionIdHash', 'adminOperator', 'viewAs', 'apiKey'] as const)
    app.decorateRequest(field, null);
  app.decorateRequest('isAdmin', false);
}
