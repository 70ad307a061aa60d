import { secureCookies } from '../../config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '../../../core/api/auth';
import { serve } from '../../lib/serve-endpoint';
import { randomToken } from '../../lib/tokens';
import { noStore } from '../../plugins/guards';
import { failureLimit, limitRoute } from '../../plugins/rate-limit';
import { AppError } from '../../../core/errors';
import { createUserSession, deleteSession, setSessionCookie } from '../../sessions/user-sessions';
import { AUTH_LIMITS, extraLimit, onlyWithCode } from './limits';
import { rememberDevice } from './risk';
import { INVALID_CREDENTIALS, markSignedIn, signIn } from './sign-in';

export const DEVICE_COOKIE = 'did';
const DEVICE_TTL_S = 400 * 24 * 60 * 60; // the longest lifetime browsers accept

/** The long-lived random device cookie behind "new device"; created at the first sign-in attempt. */
function deviceToken(req: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = req.cookies[DEVICE_COOKIE];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const token = randomToken();
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_TTL_S,
  });
  return token;
}

export default async function loginRoutes(app: FastifyInstance) {
  const { deps } = app;
  const secure = secureCookies(deps.config);
  // Per account, only failed passwords count; past the limit the code step is required (docs/features/hardening.md).
  const accountFailures = failureLimit(app, AUTH_LIMITS.signInEmail);

  // Spec 01 §7: the crypto page signs in "by navigating the browser to /api/login".
  serve(app, authApi.loginPage, async (_req, reply) => reply.redirect('/login'));

  serve(
    app,
    authApi.login,
    async (req, reply) => {
      const device = deviceToken(req, reply, secure);
      const forceCode = (await accountFailures.reached(req)) !== null;
      const outcome = await signIn(deps, {
        ...req.body,
        ipAddress: req.ip,
        deviceToken: device,
        forceCode,
      }).catch(async (err: unknown) => {
        if (err instanceof AppError && err.message === INVALID_CREDENTIALS) await accountFailures.fail(req);
        throw err;
      });
      if (outcome.kind === 'code-required') return outcome.result;

      // Rotation (DESIGN §3): a brand-new session id; the one this browser carried is ended.
      if (req.sessionIdHash) await deleteSession(deps.db, req.sessionIdHash);
      const now = deps.clock.now();
      const token = await createUserSession(deps.db, {
        userId: outcome.user.id,
        now,
        ipAddress: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      });
      setSessionCookie(reply, token, secure);
      await rememberDevice(deps, outcome.user.id, device, req.headers['user-agent']);
      await markSignedIn(deps, outcome.user.id);
      return { mfaRequired: false, riskLevel: outcome.riskLevel, reasons: [] };
    },
    {
      config: limitRoute(app, AUTH_LIMITS.signInIp),
      preHandler: [noStore, extraLimit(app, AUTH_LIMITS.codeEmail, { only: onlyWithCode })],
    },
  );
}
