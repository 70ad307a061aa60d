import type { FastifyInstance, FastifyReply } from 'fastify';
import { secureCookies } from '../../config';
import { QUIZ_ATTEMPT_COOKIE } from '../../../core/schemas/quiz';
import { ATTEMPT_TTL_MS } from './quiz-service';

/** The attempt cookie's options: only the quiz API reads it (the page that sets it included). */
function attemptCookie(app: FastifyInstance) {
  return {
    path: '/api/quiz',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies(app.deps.config), // production too, like every cookie (decision 0018)
  };
}

/** Binds a served sample to this browser: the signed ids go in an HttpOnly cookie, never in a payload. */
export function setAttemptCookie(app: FastifyInstance, reply: FastifyReply, attemptToken: string) {
  reply.setCookie(QUIZ_ATTEMPT_COOKIE, attemptToken, {
    ...attemptCookie(app),
    maxAge: ATTEMPT_TTL_MS / 1000,
  });
}

export function clearAttemptCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(QUIZ_ATTEMPT_COOKIE, attemptCookie(app));
}
