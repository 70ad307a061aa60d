import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../../core/errors';
import { confirmEmailSchema, okMessageSchema, registerSchema } from '../../../core/schemas/auth';
import { limitRoute } from '../../plugins/rate-limit';
import { consumeCaptchaPass } from './captcha';
import { AUTH_LIMITS } from './limits';
import { confirmEmail, registerAccount } from './register-service';

export { DUPLICATE_EMAIL } from './register-service';
export const BAD_CONFIRMATION = 'This confirmation link is invalid, expired or already used.';

/** POST /api/register (spec 01 §3, §5) and the confirmation of the mailed link. */
export default async function registerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    '/api/register',
    {
      config: limitRoute(app, AUTH_LIMITS.register),
      schema: { body: registerSchema, response: { 201: okMessageSchema } },
    },
    async (req, reply) => {
      refuseCommonPassword(req.body.password);
      // The captcha is spent first, so a script cannot probe addresses without solving one each time.
      await consumeCaptchaPass(deps, req.body.captchaToken);
      await registerAccount(deps, req.body, req.ip);
      reply.status(201);
      return {
        ok: true as const,
        message: 'Your account has been created. Please check your email for confirmation.',
      };
    },
  );

  // The page /confirm-email posts the token from the link's fragment, so it never reaches a log line.
  r.post(
    '/api/confirm-email',
    {
      config: limitRoute(app, AUTH_LIMITS.confirmIp),
      schema: { body: confirmEmailSchema, response: { 200: okMessageSchema } },
    },
    async (req) => {
      if (!(await confirmEmail(deps, req.body.token))) throw new AppError('BAD_REQUEST', BAD_CONFIRMATION);
      return { ok: true as const, message: 'Your email address is confirmed. You can now sign in.' };
    },
  );
}
