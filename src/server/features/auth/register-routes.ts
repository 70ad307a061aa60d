import type { FastifyInstance } from 'fastify';
import { secureCookies } from '../../config';
import { authApi } from '../../../core/api/auth';
import { refuseWeakPassword } from '../../lib/password-policy';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { limitRoute } from '../../plugins/rate-limit';
import { consumeCaptchaPass } from './captcha';
import { giveConfirmedBrowserPass } from './confirmed-browser';
import { AUTH_LIMITS } from './limits';
import { confirmEmail, registerAccount } from './register-service';

export { DUPLICATE_EMAIL } from './register-service';
export const BAD_CONFIRMATION = 'This confirmation link is invalid, expired or already used.';

/** POST /api/register (spec 01 §3, §5) and the confirmation of the mailed link. */
export default async function registerRoutes(app: FastifyInstance) {
  const { deps } = app;

  serve(
    app,
    authApi.register,
    async (req, reply) => {
      refuseWeakPassword(req.body.password, req.body.email, [req.body.firstName, req.body.lastName]);
      // The captcha is spent first, so a script cannot probe addresses without solving one each time.
      await consumeCaptchaPass(deps, req.body.captchaToken);
      await registerAccount(deps, req.body, req.ip);
      reply.status(201);
      return {
        ok: true as const,
        message: 'Your account has been created. Please check your email for confirmation.',
      };
    },
    { config: limitRoute(app, AUTH_LIMITS.register) },
  );

  // The page /confirm-email posts the token from the link's fragment, so it never reaches a log line.
  serve(
    app,
    authApi.confirmEmail,
    async (req, reply) => {
      const userId = await confirmEmail(deps, req.body.token);
      if (userId === null) throw new AppError('BAD_REQUEST', BAD_CONFIRMATION);
      giveConfirmedBrowserPass(deps, reply, userId, secureCookies(deps.config));
      return { ok: true as const, message: 'Your email address is confirmed. You can now sign in.' };
    },
    { config: limitRoute(app, AUTH_LIMITS.confirmIp) },
  );
}
