import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_COOKIE, findAdminSession } from '../sessions/admin-sessions';
import { cachedSessionUser, findSessionUser, SESSION_COOKIE } from '../sessions/user-sessions';
import { readHostCookies } from '../lib/host-cookies';

/** Resolves `request.user` and `request.isAdmin` from the session cookies, for API routes only. */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  const lookup = {
    idleMs: app.deps.config.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    cache: app.deps.config.SESSION_CACHE === 'on',
  };
  const { db, clock } = app.deps;
  readHostCookies(app, [SESSION_COOKIE, ADMIN_COOKIE]); // first: every later hook reads the bare names

  async function resolve(req: FastifyRequest, token: string | undefined, adminToken: string | undefined) {
    const now = clock.now();
    const found = token ? await findSessionUser(db, token, now, lookup) : null;
    if (found) {
      req.user = found.user;
      req.sessionIdHash = found.idHash;
    }
    if (adminToken) {
      req.adminOperator = await findAdminSession(db, adminToken, now);
      req.isAdmin = req.adminOperator !== null;
    }
  }

  // A visitor, or a member whose session is cached, passes without a promise (decision 0020).
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.url.startsWith('/api/')) return done();
    const token = req.cookies[SESSION_COOKIE];
    const adminToken = req.cookies[ADMIN_COOKIE];
    if (!token && !adminToken) return done();
    const hit = token && !adminToken ? cachedSessionUser(token, clock.now(), lookup) : undefined;
    if (hit) {
      req.user = hit.user;
      req.sessionIdHash = hit.idHash;
      return done();
    }
    resolve(req, token, adminToken).then(() => done(), done);
  });
});
