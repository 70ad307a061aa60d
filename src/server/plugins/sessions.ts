import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_COOKIE, isAdminSession } from '../sessions/admin-sessions';
import { findSessionUser, SESSION_COOKIE } from '../sessions/user-sessions';

/** Resolves `request.user` and `request.isAdmin` from the session cookies, for API routes only. */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('isAdmin', false);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const { db, clock } = app.deps;
    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      const found = await findSessionUser(db, token, clock.now());
      if (found) {
        req.user = found.user;
        req.sessionIdHash = found.idHash;
      }
    }
    const adminToken = req.cookies[ADMIN_COOKIE];
    if (adminToken) req.isAdmin = await isAdminSession(db, adminToken, clock.now());
  });
});
