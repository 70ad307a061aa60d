import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../core/api/auth';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { clearSessionCookie, deleteSession } from '../../sessions/user-sessions';

/** The current-user call every page makes (200 null when signed out), and sign-out. */
export default async function sessionRoutes(app: FastifyInstance) {
  // Signed out is an answer, not an error: 200 null, so browsers log no failed request on every page.
  serve(
    app,
    authApi.currentUser,
    async (req) => {
      const u = req.user;
      if (!u) return null;
      return {
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        mobile: u.mobile,
        status: u.status,
        enableFutures: u.enableFutures,
        enableEquities: u.enableEquities,
        enableCryptos: u.enableCryptos,
        isPaidSubscriber: u.isPaidSubscriber,
      };
    },
    { preHandler: [noStore] },
  );

  serve(
    app,
    authApi.logout,
    async (req, reply) => {
      if (req.sessionIdHash) await deleteSession(app.deps.db, req.sessionIdHash);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
    { preHandler: noStore },
  );
}
