import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isViewAs, VIEW_AS_COOKIE, viewAsSubject, viewAsWriteMessage } from '../../core/access/view-as';
import type { ViewAs } from '../../core/access/view-as';
import { AppError } from '../../core/errors';
import { secureCookies } from '../config';
import type { SessionUser } from '../deps';
import { clearHostCookie, hostCookieName, readHostCookies } from '../lib/host-cookies';
import { ADMIN_SESSION_TTL_MS } from '../sessions/admin-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The viewer the operator sees the site as; null otherwise, and always without the admin session. */
    viewAs: ViewAs | null;
  }
}

/** The writes allowed while viewing as someone: leaving or switching the view, and the admin sign-in and sign-out. */
const WRITES_ALLOWED = new Set(['/api/admin/view-as', '/api/admin/login', '/api/admin/logout']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The member the operator views the site as: an account of no one (id 0), on that plan, active. */
function memberViewedAs(kind: ViewAs): SessionUser | null {
  const subject = viewAsSubject(kind);
  if (!subject) return null;
  const name = kind === 'free' ? 'Free' : kind.charAt(0).toUpperCase() + kind.slice(1);
  return {
    ...subject,
    id: 0,
    email: `view-as-${kind}@trendlab.invalid`,
    firstName: name,
    lastName: 'member (view as)',
    mobile: null,
    status: subject.status,
    isPaidSubscriber: subject.isPaidSubscriber,
    enableFutures: subject.enableFutures === true,
    enableEquities: subject.enableEquities === true,
    enableCryptos: subject.enableCryptos === true,
  };
}

export function setViewAsCookie(reply: FastifyReply, kind: ViewAs): void {
  const { config } = reply.server.deps;
  // Readable by the page (not HttpOnly) so every screen can show the banner without asking; it grants
  // nothing: the server honours it only with a valid admin session, and it only narrows what is seen.
  reply.setCookie(hostCookieName(config, VIEW_AS_COOKIE), kind, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: secureCookies(config),
    maxAge: ADMIN_SESSION_TTL_MS / 1000,
  });
}

export const clearViewAsCookie = (reply: FastifyReply): void => clearHostCookie(reply, VIEW_AS_COOKIE);

/**
 * 'View as' (decision 0054). Registered right after the sessions plugin: with a valid admin
 * session and the `view_as` cookie, the request is answered as that viewer would be answered — `req.user`
 * becomes the member viewed as (null for a visitor) and the viewer policy applies that viewer instead of
 * the admin session (`viewAs` in ViewerContext). Nothing can be written meanwhile: every write but leaving
 * the view answers 403 with a clear message. A `view_as` cookie without the admin session is cleared.
 */
export const viewAsPlugin = fp(
  async (app: FastifyInstance) => {
    readHostCookies(app, [VIEW_AS_COOKIE]);
    app.addHook('onRequest', (req, reply, done) => {
      if (!req.url.startsWith('/api/')) return done();
      const raw = req.cookies[VIEW_AS_COOKIE];
      if (raw === undefined) return done();
      if (!req.isAdmin || !isViewAs(raw)) {
        clearViewAsCookie(reply);
        return done();
      }
      req.viewAs = raw;
      const path = req.url.split('?')[0];
      if (!READS.has(req.method) && !WRITES_ALLOWED.has(path))
        return done(new AppError('FORBIDDEN', viewAsWriteMessage(raw)));
      // The back office itself stays the operator's: only the site's answers take the viewed viewer.
      if (!path.startsWith('/api/admin/')) {
        req.user = memberViewedAs(raw);
        req.sessionIdHash = null;
      }
      done();
    });
  },
  { name: 'view-as', dependencies: [] },
);
