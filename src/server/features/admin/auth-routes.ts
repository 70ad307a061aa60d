import { secureCookies } from '../../config';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminAuthApi as api } from '../../../core/api/admin-auth';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { auditedWrite } from '../../lib/audit-log';
import { failureLimit } from '../../plugins/rate-limit';
import {
  ADMIN_COOKIE,
  clearAdminCookie,
  createAdminSession,
  deleteAdminSession,
  deleteOtherAdminSessions,
  setAdminCookie,
  SHARED_OPERATOR_LABEL,
} from '../../sessions/admin-sessions';
import { hashToken } from '../../lib/tokens';
import { auditRoutes } from '../audit';
import { operatorRoutes, sharedPasswordEnabled } from '../operators';
import { checkAdminPassword, setAdminPassword } from './password';

/** Failed admin passwords from all IPs together in 15 minutes before browsers not known are refused. */
export const ADMIN_GLOBAL_BUDGET = 30;
export const ADMIN_BROWSER_COOKIE = 'admin_known';
const BROWSER_TTL_MS = 400 * 24 * 60 * 60_000; // the longest lifetime browsers accept

/** The admin gate: login, logout, session probe, change password (spec 02 §2, §5, §8; DESIGN §3). */
export default async function adminAuthRoutes(app: FastifyInstance) {
  const secure = secureCookies(app.deps.config);
  await app.register(auditRoutes);
  await app.register(operatorRoutes);

  serveSharedPasswordLogin(app, secure);

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
    const current = req.cookies[ADMIN_COOKIE];
    // The new password, the other sessions ended and the audit row commit together or neither.
    await auditedWrite(
      app.deps.db,
      req,
      async (tx) => {
        await setAdminPassword({ db: tx }, req.body.newPassword);
        if (current) await deleteOtherAdminSessions(tx, current);
      },
      () => ({}),
    );
    return { ok: true as const };
  });
}

/** Sign-in with the shared admin password, behind a per-IP and an all-IPs failure budget. */
function serveSharedPasswordLogin(app: FastifyInstance, secure: boolean) {
  // Only failed passwords count (docs/features/hardening.md): the operator's own sign-ins never use up the limit.
  const failures = failureLimit(app, {
    eventType: 'admin_signin_burst',
    severity: 'high',
    max: 10,
    windowMs: 15 * 60_000,
    description: 'Too many admin password attempts from one IP',
  });
  // The shared password's own budget, all IPs together: 40 IPs no longer mean 400 tries.
  // A browser that signed in before carries a signed cookie and is not held by it, so a botnet
  // cannot lock the operator out of their usual browser.
  const allFailures = failureLimit(app, {
    eventType: 'admin_signin_spray',
    severity: 'medium', // high would mail one alert per refused IP of a botnet
    max: ADMIN_GLOBAL_BUDGET,
    windowMs: 15 * 60_000,
    key: () => 'all',
    description: 'Too many admin password attempts from all IPs together',
  });
  const knownBrowser = (token: string | undefined) =>
    token
      ? app.deps.signer.verify<{ kind: string }>(token, app.deps.clock.now())?.kind === 'admin-browser'
      : false;

  serve(app, api.login, async (req, reply) => {
    // Once a named owner turned it off, the shared password opens nothing.
    if (!(await sharedPasswordEnabled(app))) {
      throw new AppError(
        'UNAUTHORIZED',
        'The shared admin password is turned off: sign in with your operator account',
      );
    }
    await failures.refuseWhenReached(req);
    const known = knownBrowser(req.cookies[ADMIN_BROWSER_COOKIE]);
    if (!known) await allFailures.refuseWhenReached(req);
    if (!(await checkAdminPassword(app.deps, req.body.password))) {
      req.log.info(
        { adminSignIn: 'failed', account: 'admin', ip: req.ip, knownBrowser: known },
        'admin sign-in failed',
      );
      await failures.fail(req);
      await allFailures.fail(req);
      throw new AppError('UNAUTHORIZED', 'Invalid admin password');
    }
    req.log.info(
      { adminSignIn: 'succeeded', account: 'admin', ip: req.ip, knownBrowser: known },
      'admin sign-in succeeded',
    );
    const now = app.deps.clock.now();
    const token = await createAdminSession(app.deps.db, {
      now,
      ipAddress: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
    });
    setAdminCookie(reply, token, secure);
    // The audit row of this sign-in names the shared password's operator (features/audit).
    req.adminOperator = {
      id: null,
      email: null,
      role: 'owner',
      label: SHARED_OPERATOR_LABEL,
      sessionId: hashToken(token),
    };
    rememberBrowser(app, reply, now, secure);
    return { ok: true as const };
  });
}

/** The signed cookie that lets this browser past the all-IPs budget next time. */
function rememberBrowser(app: FastifyInstance, reply: FastifyReply, now: Date, secure: boolean) {
  reply.setCookie(
    ADMIN_BROWSER_COOKIE,
    app.deps.signer.sign({ kind: 'admin-browser' }, BROWSER_TTL_MS, now),
    {
      path: '/api/admin/login',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: BROWSER_TTL_MS / 1000,
    },
  );
}
