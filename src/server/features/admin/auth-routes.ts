import { secureCookies } from '../../config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import {
  adminLoginSchema,
  adminSessionSchema,
  changePasswordSchema,
  okSchema,
} from '../../../core/schemas/admin';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = secureCookies(app.deps.config);

  // Only failed passwords count (docs/features/hardening.md): the operator's own sign-ins never use up the limit.
  const failures = failureLimit(app, {
    eventType: 'admin_signin_burst',
    severity: 'high',
    max: 10,
    windowMs: 15 * 60_000,
    description: 'Too many admin password attempts from one IP',
  });
  r.post(
    '/api/admin/login',
    { schema: { body: adminLoginSchema, response: { 200: okSchema } } },
    async (req, reply) => {
      await failures.refuseWhenReached(req);
      if (!(await checkAdminPassword(app.deps, req.body.password))) {
        await failures.fail(req);
        throw new AppError('UNAUTHORIZED', 'Invalid admin password');
      }
      const token = await createAdminSession(app.deps.db, { now: app.deps.clock.now(), ipAddress: req.ip });
      setAdminCookie(reply, token, secure);
      return { ok: true as const };
    },
  );

  r.get('/api/admin/session', { schema: { response: { 200: adminSessionSchema } } }, async (req) => ({
    authenticated: req.isAdmin,
  }));

  r.post('/api/admin/logout', { schema: { response: { 200: okSchema } } }, async (req, reply) => {
    const token = req.cookies[ADMIN_COOKIE];
    if (token) await deleteAdminSession(app.deps.db, token);
    clearAdminCookie(reply);
    return { ok: true as const };
  });

  r.post('/api/admin/change-password', { schema: { body: changePasswordSchema } }, async (req, reply) => {
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
