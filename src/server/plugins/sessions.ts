import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ADMIN_COOKIE, isAdminSession } from '../sessions/admin-sessions';
import { cachedSessionUser, findSessionUser, SESSION_COOKIE } from '../sessions/user-sessions';

/**
 * The in-process session cache is safe only when every process on this database hears this one's
 * invalidations: PGlite (one process) or one cluster (IPC relay); `SESSION_CACHE` overrides.
 */
export function sessionCacheOn(config: Config, kind: 'pglite' | 'postgres'): boolean {
  if (config.SESSION_CACHE !== 'auto') return config.SESSION_CACHE === 'on';
  return kind === 'pglite' || config.WEB_CONCURRENCY > 1;
}

/** Resolves `request.user` and `request.isAdmin` from the session cookies, for API routes only. */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('isAdmin', false);
  const lookup = {
    idleMs: app.deps.config.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    cache: sessionCacheOn(app.deps.config, app.deps.database.kind),
  };
  const { db, clock } = app.deps;

  async function resolve(req: FastifyRequest, token: string | undefined, adminToken: string | undefined) {
    const now = clock.now();
    const found = token ? await findSessionUser(db, token, now, lookup) : null;
    if (found) {
      req.user = found.user;
      req.sessionIdHash = found.idHash;
    }
    if (adminToken) req.isAdmin = await isAdminSession(db, adminToken, now);
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
