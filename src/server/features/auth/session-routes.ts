import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../core/api/auth';
import { currentUserSchema } from '../../../core/schemas/current-user';
import type { SessionUser } from '../../deps';
import { sendJson } from '../../lib/answer-cache';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { clearSessionCookie, deleteSession } from '../../sessions/user-sessions';

const SIGNED_OUT = Buffer.from('null');
// The answer of a cached session user, serialised once: the session cache hands out the same object
// for its lifetime, so every page's call costs a lookup and a write (decision 0020).
const prepared = new WeakMap<SessionUser, Buffer>();

function currentUserJson(u: SessionUser | null): Buffer {
  if (!u) return SIGNED_OUT;
  let json = prepared.get(u);
  if (!json) {
    const answer = currentUserSchema.parse({
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
    });
    prepared.set(u, (json = Buffer.from(JSON.stringify(answer))));
  }
  return json;
}

/** The current-user call every page makes (200 null when signed out), and sign-out. */
export default async function sessionRoutes(app: FastifyInstance) {
  // Signed out is an answer, not an error: 200 null, so browsers log no failed request on every page.
  // no-store set on request: the route needs no preHandler stage (decision 0066).
  serve(app, authApi.currentUser, (req, reply) => sendJson(req, reply, currentUserJson(req.user)), {
    onRequest: noStore,
    prepared: true,
  });

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
