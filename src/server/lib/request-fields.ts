import type { FastifyInstance } from 'fastify';

type Holder = Record<symbol, unknown>;
const USER = Symbol('user');
const SESSION_ID_HASH = Symbol('sessionIdHash');
const IS_ADMIN = Symbol('isAdmin');
const ADMIN_OPERATOR = Symbol('adminOperator');
const VIEW_AS = Symbol('viewAs');
const API_KEY = Symbol('apiKey');

/**
 * The app's own request fields, as accessors on the request class (decisions 0066 and 0067): the
 * sessions' `user`, `sessionIdHash`, `isAdmin` and `adminOperator`, 'View as''s `viewAs`, the
 * programs' API's `apiKey` (their types sit beside the code that sets them). A field reads null
 * (`isAdmin`: false) until a hook sets it.
 * - Not value decorators: Fastify copies those onto every new request through one store site,
 *   megamorphic past four fields, about 280 instructions a field on every request.
 * - Each field has its own getter and setter, written out: a getter shared by every field looks a
 *   different key up at one site, which is a megamorphic load on every read (issue 31).
 * Declared once, before any plugin.
 */
export function declareRequestFields(app: FastifyInstance): void {
  app.decorateRequest<unknown>('user', {
    getter: function (this: Holder) {
      return this[USER] ?? null;
    },
    setter: function (this: Holder, v: unknown) {
      this[USER] = v;
    },
  });
  app.decorateRequest<unknown>('sessionIdHash', {
    getter: function (this: Holder) {
      return this[SESSION_ID_HASH] ?? null;
    },
    setter: function (this: Holder, v: unknown) {
      this[SESSION_ID_HASH] = v;
    },
  });
  app.decorateRequest<unknown>('isAdmin', {
    getter: function (this: Holder) {
      return this[IS_ADMIN] ?? false;
    },
    setter: function (this: Holder, v: unknown) {
      this[IS_ADMIN] = v;
    },
  });
  app.decorateRequest<unknown>('adminOperator', {
    getter: function (this: Holder) {
      return this[ADMIN_OPERATOR] ?? null;
    },
    setter: function (this: Holder, v: unknown) {
      this[ADMIN_OPERATOR] = v;
    },
  });
  app.decorateRequest<unknown>('viewAs', {
    getter: function (this: Holder) {
      return this[VIEW_AS] ?? null;
    },
    setter: function (this: Holder, v: unknown) {
      this[VIEW_AS] = v;
    },
  });
  app.decorateRequest<unknown>('apiKey', {
    getter: function (this: Holder) {
      return this[API_KEY] ?? null;
    },
    setter: function (this: Holder, v: unknown) {
      this[API_KEY] = v;
    },
  });
}
