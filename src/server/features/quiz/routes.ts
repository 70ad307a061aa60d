import type { FastifyInstance } from 'fastify';
import { quizApi } from '../../../core/api/quiz';
import { QUIZ_ATTEMPT_COOKIE } from '../../../core/schemas/quiz';
import { serve } from '../../lib/serve-endpoint';
import { limitRoute } from '../../plugins/rate-limit';
import { isHoneypotHit } from '../../abuse/honeypot';
import { clearAttemptCookie, setAttemptCookie } from './attempt-cookie';
import { startQuizAttempt, submitQuiz } from './quiz-service';

/**
 * The entrance-exam quiz (spec 01 §2 Quiz, §7): questions without answers, scoring on the server.
 * GET answers the spec's plain list and binds the attempt (signed question ids) in an HttpOnly cookie
 * that only the submit reads, so neither payload carries a token. GET /quiz draws the same way
 * (quiz-page.ts) so the page's first question needs no round trip.
 */
export default async function quizRoutes(app: FastifyInstance) {
  serve(app, quizApi.questions, async (_req, reply) => {
    // Every call is a new random sample with its own attempt: never cache it.
    reply.header('Cache-Control', 'no-store');
    const { attemptToken, questions } = await startQuizAttempt(app.deps);
    setAttemptCookie(app, reply, attemptToken);
    return questions;
  });

  serve(
    app,
    quizApi.submit,
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { email, answers } = req.body;
      const attemptToken = req.cookies[QUIZ_ATTEMPT_COOKIE];
      // A bot still gets a scored answer, but its address is dropped: nothing is mailed or subscribed.
      const honeypot = await isHoneypotHit(app.deps, req, req.body);
      const result = await submitQuiz(app.deps, {
        email: honeypot ? null : email,
        answers,
        attemptToken,
        ipAddress: req.ip,
      });
      clearAttemptCookie(app, reply);
      return result;
    },
    {
      config: limitRoute(app, {
        eventType: 'quiz_flood',
        severity: 'low',
        max: 10,
        windowMs: 10 * 60_000,
        description: 'More than 10 quiz submissions from one IP in 10 minutes',
      }),
    },
  );
}
