import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../core/api/auth';
import { AppError } from '../../../core/errors';
import { SAME_PASSWORD } from '../../../core/schemas/auth';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { refuseWeakPassword } from '../../lib/password-policy';
import { verifyPassword } from '../../lib/passwords';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { clearSessionCookie } from '../../sessions/user-sessions';
import { issueAccountToken, peekAccountToken } from './account-tokens';
import { AUTH_LIMITS, extraLimit } from './limits';
import { sendPasswordChangedMail, sendPasswordResetMail } from './mails';
import { replacePassword } from './password-service';
import { findUserByEmail, findUserById } from '../../lib/users-repo';

export const FORGOT_ANSWER =
  'If an account exists for this address, we have sent a link to reset the password.';
export const BAD_RESET_LINK =
  'This reset link is invalid, expired or already used. Please request a new one.';
export const RESET_DONE =
  'Your password has been changed and you have been signed out everywhere. Please sign in with your new password.';

export default async function passwordResetRoutes(app: FastifyInstance) {
  const { deps } = app;

  // The same answer whether or not the address has an account (DESIGN §3).
  serve(
    app,
    authApi.forgotPassword,
    async (req) => {
      const user = await findUserByEmail(deps.db, req.body.email);
      if (user && user.status !== 'spam' && user.status !== 'inactive') {
        // Not awaited: an SMTP round trip would make known addresses answer measurably slower.
        void issueAccountToken(deps, user.id, 'reset_password')
          .then((token) => sendPasswordResetMail(deps, user, token))
          .catch((err) => req.log.error({ err: (err as Error).message }, 'password reset mail failed'));
      }
      return { ok: true as const, message: FORGOT_ANSWER };
    },
    {
      config: limitRoute(app, AUTH_LIMITS.forgotIp),
      preHandler: extraLimit(app, AUTH_LIMITS.forgotEmail),
    },
  );

  // The page asks on load, so a used or expired link shows a message instead of a form that fails later.
  serve(
    app,
    authApi.checkResetToken,
    async (req) =>
      (await peekAccountToken(deps, req.body.token, 'reset_password'))
        ? { valid: true, message: 'This reset link is valid.' }
        : { valid: false, message: BAD_RESET_LINK },
    { config: limitRoute(app, AUTH_LIMITS.resetIp), preHandler: noStore },
  );

  serve(
    app,
    authApi.resetPassword,
    async (req, reply) => {
      // Checked before the token is used, so a refused password leaves the link working.
      refuseCommonPassword(req.body.password);
      const owner = await peekAccountToken(deps, req.body.token, 'reset_password');
      const user = owner ? await findUserById(deps.db, owner) : null;
      if (!user) throw new AppError('BAD_REQUEST', BAD_RESET_LINK);
      refuseWeakPassword(req.body.password, user.email);
      if (await verifyPassword(user.passwordHash, req.body.password))
        throw new AppError('BAD_REQUEST', SAME_PASSWORD, [{ path: 'password', message: SAME_PASSWORD }]);
      // The link is used up in the password's own transaction: a failure leaves it working.
      if (
        !(await replacePassword(deps, user.id, req.body.password, {
          token: req.body.token,
          email: user.email,
        }))
      )
        throw new AppError('BAD_REQUEST', BAD_RESET_LINK);
      clearSessionCookie(reply);
      void sendPasswordChangedMail(deps, user, 'reset').catch((err) =>
        req.log.error({ err: (err as Error).message }, 'password changed mail failed'),
      );
      return { ok: true as const, message: RESET_DONE };
    },
    { config: limitRoute(app, AUTH_LIMITS.resetIp), preHandler: noStore },
  );
}
