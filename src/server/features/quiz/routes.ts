import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quizQuestionsResponseSchema, quizResultSchema, quizSubmitSchema } from '../../../core/schemas/quiz';
import { limitRoute } from '../../plugins/rate-limit';
import { isHoneypotHit } from '../newsletter/honeypot';
import { startQuizAttempt, submitQuiz } from './quiz-service';

/** The entrance-exam quiz (spec 01 §2 Quiz, §7): questions without answers, scoring on the server. */
export default async function quizRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/quiz/questions',
    { schema: { response: { 200: quizQuestionsResponseSchema } } },
    async (_req, reply) => {
      // Every call is a new random sample with its own token: never cache it.
      reply.header('Cache-Control', 'no-store');
      return startQuizAttempt(app.deps);
    },
  );

  r.post(
    '/api/quiz/submit',
    {
      config: limitRoute(app, {
        eventType: 'quiz_flood',
        severity: 'low',
        max: 10,
        windowMs: 10 * 60_000,
        description: 'More than 10 quiz submissions from one IP in 10 minutes',
      }),
      schema: { body: quizSubmitSchema, response: { 200: quizResultSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { email, answers, attemptToken } = req.body;
      // A bot still gets a scored answer, but its address is dropped: nothing is mailed or subscribed.
      const honeypot = await isHoneypotHit(app.deps, req, req.body);
      return submitQuiz(app.deps, { email: honeypot ? null : email, answers, attemptToken, ipAddress: req.ip });
    },
  );
}
