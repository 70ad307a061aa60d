import { secureCookies } from '../../config';
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../core/api/account';
import { isPremium, marketAccess } from '../../../core/access';
import { AppError } from '../../../core/errors';
import { verifyPassword } from '../../lib/passwords';
import { serve } from '../../lib/serve-endpoint';
import { noStore, requireUser } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { createUserSession, forgetCachedUser, setSessionCookie } from '../../sessions/user-sessions';
import { AUTH_LIMITS } from './limits';
import { sendPasswordChangedMail } from './mails';
import { replacePassword } from './password-service';
import { findUserById, updateUser } from '../../lib/users-repo';

/** Profile and Settings (the user-menu items): read the account, change password and mobile. */
export default async function accountRoutes(app: FastifyInstance) {
  const { deps } = app;
  // At onRequest, as the admin guard: without a session the answer is 401 before the body is validated.
  app.addHook('onRequest', noStore);
  app.addHook('onRequest', requireUser);

  serve(app, accountApi.profile, async (req) => {
    const u = await findUserById(deps.db, req.user!.id);
    if (!u) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return {
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      mobile: u.mobile,
      status: u.status,
      description: u.description,
      referredBy: u.referredBy,
      marketsInterested: u.marketsInterested,
      accreditedInvestor: u.accreditedInvestor,
      createdAt: u.createdAt.toISOString(),
      confirmedAt: u.confirmedAt?.toISOString() ?? null,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      isPremium: isPremium(u),
      ...marketAccess(u),
    };
  });

  const limit = limitRoute(app, AUTH_LIMITS.accountIp);

  serve(
    app,
    accountApi.changePassword,
    async (req, reply) => {
      const u = await findUserById(deps.db, req.user!.id);
      if (!u || !(await verifyPassword(u.passwordHash, req.body.currentPassword))) {
        throw new AppError('BAD_REQUEST', 'Your current password is not correct', [
          { path: 'currentPassword', message: 'Your current password is not correct' },
        ]);
      }
      // Every other session ends; this browser gets a fresh one so it stays signed in.
      await replacePassword(deps, u.id, req.body.password, { email: u.email });
      void sendPasswordChangedMail(deps, u, 'change').catch((err) =>
        req.log.error({ err: (err as Error).message }, 'password changed mail failed'),
      );
      const token = await createUserSession(deps.db, {
        userId: u.id,
        now: deps.clock.now(),
        ipAddress: req.ip,
      });
      setSessionCookie(reply, token, secureCookies(deps.config));
      return {
        ok: true as const,
        message: 'Your password has been changed. Other devices have been signed out.',
      };
    },
    { config: limit },
  );

  serve(
    app,
    accountApi.changeMobile,
    async (req) => {
      const mobile = req.body.mobile || null;
      await updateUser(deps.db, req.user!.id, { mobile, updatedAt: deps.clock.now() });
      await forgetCachedUser(req.user!.id);
      return {
        ok: true as const,
        message: mobile ? 'Your mobile number has been saved.' : 'Your mobile number has been removed.',
      };
    },
    { config: limit },
  );
}
