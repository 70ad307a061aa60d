import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { rememberDevice } from './risk';

/**
 * Confirming the email marks that browser as known: the first sign-in right after it, in the
 * same browser, needs no mailed code. The device cookie lives on /api/login only, so the confirmation
 * cannot read it; instead the browser that posted a valid link's token gets this signed, httpOnly pass
 * for /api/login, and its next sign-in attempt adopts its device cookie as known for that account. A
 * mail scanner or another browser never holds it (the token is spent once, from the page's script).
 */
export const CONFIRMED_COOKIE = 'cbr';
const CONFIRMED_TTL_MS = 24 * 60 * 60_000;
const KIND = 'confirmed-browser';

export function giveConfirmedBrowserPass(
  deps: Pick<Deps, 'signer' | 'clock'>,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
) {
  const pass = deps.signer.sign({ kind: KIND, userId }, CONFIRMED_TTL_MS, deps.clock.now());
  reply.setCookie(CONFIRMED_COOKIE, pass, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: CONFIRMED_TTL_MS / 1000,
  });
}

/** At a sign-in attempt: a valid pass makes this browser's device known to the confirmed account, once. */
export async function adoptConfirmedBrowser(
  deps: Pick<Deps, 'db' | 'clock' | 'signer'>,
  req: FastifyRequest,
  reply: FastifyReply,
  device: string,
) {
  const pass = req.cookies[CONFIRMED_COOKIE];
  if (!pass) return;
  reply.clearCookie(CONFIRMED_COOKIE, { path: '/api/login' });
  const data = deps.signer.verify<{ kind: string; userId: number }>(pass, deps.clock.now());
  if (data?.kind !== KIND || !Number.isInteger(data.userId)) return;
  await rememberDevice(deps, data.userId, device, req.headers['user-agent']);
}
