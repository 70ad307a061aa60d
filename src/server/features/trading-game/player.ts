import { secureCookies } from '../../config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { hashToken, randomToken } from '../../lib/tokens';

/** The anonymous player cookie: HttpOnly, only sent to the game's API. */
export const PLAYER_COOKIE = 'tg_player';
const ONE_YEAR_S = 365 * 24 * 3600;

/** The player id (hash of the cookie) or null when the browser has none yet. */
export function playerIdOf(req: FastifyRequest): string | null {
  const token = req.cookies[PLAYER_COOKIE];
  return token && token.length >= 20 && token.length <= 100 ? hashToken(token) : null;
}

/** The player id, giving the browser a new anonymous cookie when it has none. */
export function ensurePlayer(deps: Deps, req: FastifyRequest, reply: FastifyReply): string {
  const known = playerIdOf(req);
  if (known) return known;
  const token = randomToken();
  reply.setCookie(PLAYER_COOKIE, token, {
    path: '/api/trading-game',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(deps.config),
    maxAge: ONE_YEAR_S,
  });
  return hashToken(token);
}
