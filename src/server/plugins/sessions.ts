import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ADMIN_COOKIE, isAdminSession } from '../sessions/admin-sessions';
import { findSessionUser, SESSION_COOKIE } from '../sessions/user-sessions';

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
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const { db, clock } = app.deps;
    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      const found = await findSessionUser(db, token, clock.now(), lookup);
      if (found) {
        req.user = found.user;
        req.sessionIdHash = found.idHash;
      }
    }
    const adminToken = req.cookies[ADMIN_COOKIE];
    if (adminToken) req.isAdmin = await isAdminSession(db, adminToken, clock.now());
  });
});
