import { secureCookies } from '../../config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '../../../core/api/auth';
import { serve } from '../../lib/serve-endpoint';
import { randomToken } from '../../lib/tokens';
import { noStore } from '../../plugins/guards';
import { failureLimit, limitRoute } from '../../plugins/rate-limit';
import { AppError } from '../../../core/errors';
import { createUserSession, deleteSession, setSessionCookie } from '../../sessions/user-sessions';
import { adoptConfirmedBrowser } from './confirmed-browser';
import { AUTH_LIMITS } from './limits';
import { rememberDevice } from './risk';
import { CODE_EXHAUSTED, INVALID_CODE, markSignedIn, signIn } from './sign-in';
import { PASS_COOKIE, signInGate, signInPass } from './sign-in-check';

const CODE_FAILURES = new Set([INVALID_CODE, CODE_EXHAUSTED]);

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

function setPassCookie(reply: FastifyReply, pass: string, secure: boolean) {
  reply.setCookie(PASS_COOKIE, pass, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: 600,
  });
}

export default async function loginRoutes(app: FastifyInstance) {
  const { deps } = app;
  const secure = secureCookies(deps.config);
  // Wrong codes per account (counted only after the right password, so no stranger can use it up).
  const codeFailures = failureLimit(app, AUTH_LIMITS.codeEmail);

  // Spec 01 §7: the crypto page signs in "by navigating the browser to /api/login".
  serve(app, authApi.loginPage, async (_req, reply) => reply.redirect('/login'));

  serve(
    app,
    authApi.login,
    async (req, reply) => {
      const device = deviceToken(req, reply, secure);
      await adoptConfirmedBrowser(deps, req, reply, device);
      // Past the account's failure budget, before the password is looked at (decision 0048).
      const gate = await signInGate(deps, {
        email: req.body.email,
        ipAddress: req.ip,
        device,
        proof: req.body.proof,
        pass: req.cookies[PASS_COOKIE],
      });
      if (req.body.mfaCode) await codeFailures.refuseWhenReached(req);
      const outcome = await signIn(deps, {
        ...req.body,
        ipAddress: req.ip,
        deviceToken: device,
        forceCode: gate !== 'open',
      }).catch(async (err: unknown) => {
        if (err instanceof AppError && CODE_FAILURES.has(err.message)) await codeFailures.fail(req);
        throw err;
      });
      if (outcome.kind === 'code-required') {
        // This browser solved the check and knew the password: its code step needs no second check.
        if (gate === 'proof') setPassCookie(reply, signInPass(deps, req.body.email, device), secure);
        return outcome.result;
      }

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
      if (req.cookies[PASS_COOKIE]) reply.clearCookie(PASS_COOKIE, { path: '/api/login' });
      await rememberDevice(deps, outcome.user.id, device, req.headers['user-agent']);
      await markSignedIn(deps, outcome.user.id);
      return { mfaRequired: false, riskLevel: outcome.riskLevel, reasons: [] };
    },
    { config: limitRoute(app, AUTH_LIMITS.signInIp), preHandler: noStore },
  );
}
