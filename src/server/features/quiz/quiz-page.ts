import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { QuizQuestion } from '../../../core/schemas/quiz';
import {
  QUIZ_QUESTION_PLACEHOLDER,
  QUIZ_SAMPLE_ELEMENT_ID,
  QUIZ_SAMPLE_SIZE,
} from '../../../core/schemas/quiz';
import { setAttemptCookie } from './attempt-cookie';
import { startQuizAttempt } from './quiz-service';

/** JSON safe inside a script element: no `</script>` or `<!--` can close or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * GET /quiz: the page arrives with its sample, so the first question paints from the
 * HTML instead of after the app loaded and asked GET /api/quiz/questions. Each visit draws its own
 * sample and attempt exactly as that GET does (same list, same HttpOnly cookie); the client reads
 * the JSON script once and asks the API only for a later sample ('Take it again', a visit by link).
 *
 * `prerendered` is pages/quiz.html, rendered around a placeholder first question
 * (src/client/entry-server.tsx): the drawn one replaces it, so the HTML is what the client hydrates.
 * Without it, or for a sample of another size (a bank with fewer active questions), the empty shell
 * carries the sample and the client renders it. If no sample can be drawn the shell goes out alone
 * and the client asks the API, which reports the failure the usual way.
 */
export function quizPage(app: FastifyInstance, files: { prerendered?: string; shell: string }) {
  const template =
    files.prerendered?.split(QUIZ_QUESTION_PLACEHOLDER).length === 2 ? files.prerendered : undefined;
  if (files.prerendered && !template)
    app.log.warn('pages/quiz.html has no single first-question placeholder: /quiz is served from the shell');

  return async (reply: FastifyReply, { bare }: { bare: boolean }): Promise<string> => {
    // Every visit is a new sample with its own attempt: never cached, not even for Back.
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    let questions: QuizQuestion[];
    try {
      const attempt = await startQuizAttempt(app.deps);
      questions = attempt.questions;
      setAttemptCookie(app, reply, attempt.attemptToken);
    } catch (err) {
      app.log.warn({ err }, 'no quiz sample for the /quiz page: the client asks the API');
      return files.shell;
    }
    const page =
      template && bare && questions.length === QUIZ_SAMPLE_SIZE
        ? template.replace(QUIZ_QUESTION_PLACEHOLDER, () => escapeHtml(questions[0].question))
        : files.shell;
    const data = `<script type="application/json" id="${QUIZ_SAMPLE_ELEMENT_ID}">${scriptJson(questions)}</script>`;
    return page.replace('</head>', () => `  ${data}\n  </head>`);
  };
}
