import { secureCookies } from '../../config';
import type { FastifyInstance } from 'fastify';
import { adminAuthApi as api } from '../../../core/api/admin-auth';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { failureLimit } from '../../plugins/rate-limit';
import {
  ADMIN_COOKIE,
  clearAdminCookie,
  createAdminSession,
  deleteAdminSession,
  deleteOtherAdminSessions,
  setAdminCookie,
} from '../../sessions/admin-sessions';
import { checkAdminPassword, setAdminPassword } from './password';

/** The admin gate: login, logout, session probe, change password (spec 02 §2, §5, §8; DESIGN §3). */
export default async function adminAuthRoutes(app: FastifyInstance) {
  const secure = secureCookies(app.deps.config);

  // Only failed passwords count (docs/features/hardening.md): the operator's own sign-ins never use up the limit.
  const failures = failureLimit(app, {
    eventType: 'admin_signin_burst',
    severity: 'high',
    max: 10,
    windowMs: 15 * 60_000,
    description: 'Too many admin password attempts from one IP',
  });
  serve(app, api.login, async (req, reply) => {
    await failures.refuseWhenReached(req);
    if (!(await checkAdminPassword(app.deps, req.body.password))) {
      await failures.fail(req);
      throw new AppError('UNAUTHORIZED', 'Invalid admin password');
    }
    const token = await createAdminSession(app.deps.db, { now: app.deps.clock.now(), ipAddress: req.ip });
    setAdminCookie(reply, token, secure);
    return { ok: true as const };
  });

  serve(app, api.session, async (req) => ({ authenticated: req.isAdmin }));

  serve(app, api.logout, async (req, reply) => {
    const token = req.cookies[ADMIN_COOKIE];
    if (token) await deleteAdminSession(app.deps.db, token);
    clearAdminCookie(reply);
    return { ok: true as const };
  });

  serve(app, api.changePassword, async (req, reply) => {
    if (!(await checkAdminPassword(app.deps, req.body.currentPassword))) {
      // Spec §7: on failure the answer has an `error` field (kept beside the usual code/message).
      const message = 'Current password is incorrect';
      return reply.status(400).send({ code: 'BAD_REQUEST', message, error: message });
    }
    await setAdminPassword(app.deps, req.body.newPassword);
    const current = req.cookies[ADMIN_COOKIE];
    if (current) await deleteOtherAdminSessions(app.deps.db, current);
    return { ok: true as const };
  });
}
