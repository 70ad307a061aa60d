import { randomBytes, randomInt } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { QuizQuestion, QuizResult } from '../../../core/schemas/quiz';
import { QUIZ_MESSAGES, QUIZ_SAMPLE_SIZE, scorePercentage } from '../../../core/schemas/quiz';
import type { Deps } from '../../deps';
import { confirmUrl, ensurePendingSubscriber } from '../newsletter';
import { sendQuizResultsMail } from './mails';
import { activeQuestions, insertAttemptOnce, markAttemptMailed, questionsByIds } from './repo';
import { insertQuestionBank } from './seed';

/** An attempt may take a while (2-5 minutes stated); two hours is generous without being forever. */
export const ATTEMPT_TTL_MS = 2 * 60 * 60_000;

interface AttemptPayload {
  p: 'quiz';
  q: number[];
  n: string;
}

/** Fisher-Yates with crypto randomness (no Math.random on the server). */
function sample<T>(items: T[], size: number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, size);
}

/** A random sample of the bank without the answers, and a signed token naming the served ids. */
export async function startQuizAttempt(
  deps: Pick<Deps, 'db' | 'signer' | 'clock'>,
): Promise<{ attemptToken: string; questions: QuizQuestion[] }> {
  let bank = await activeQuestions(deps.db);
  // The bank is product content, not demo data: a site started with SEED_DEMO=off still has a quiz.
  if (bank.length === 0) {
    await insertQuestionBank(deps);
    bank = await activeQuestions(deps.db);
  }
  if (bank.length === 0)
    throw new AppError('UNAVAILABLE', 'The quiz is not available right now. Please try again later.');
  const questions = sample(bank, QUIZ_SAMPLE_SIZE);
  const payload: AttemptPayload = {
    p: 'quiz',
    q: questions.map((q) => q.id),
    n: randomBytes(16).toString('base64url'),
  };
  return { attemptToken: deps.signer.sign({ ...payload }, ATTEMPT_TTL_MS, deps.clock.now()), questions };
}

/**
 * Scores the answers against the questions named in the signed token (so a client cannot choose
 * its questions), stores the attempt once per token, and mails the results when an email is given.
 */
export async function submitQuiz(
  deps: Deps,
  input: { email: string | null; answers: boolean[]; attemptToken: string | undefined; ipAddress: string },
): Promise<QuizResult> {
  const attempt = input.attemptToken
    ? deps.signer.verify<Partial<AttemptPayload>>(input.attemptToken, deps.clock.now())
    : null;
  if (!attempt || attempt.p !== 'quiz' || !Array.isArray(attempt.q) || typeof attempt.n !== 'string') {
    throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.attemptInvalid);
  }
  const ids = attempt.q;
  if (input.answers.length !== ids.length) {
    throw new AppError('VALIDATION', QUIZ_MESSAGES.answerRequired, [
      { path: 'answers', message: QUIZ_MESSAGES.answerRequired },
    ]);
  }
  const rows = await questionsByIds(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.attemptInvalid);

  const questions = ids.map((id, i) => {
    const q = byId.get(id)!;
    return {
      question: q.question,
      correct: input.answers[i] === q.answer,
      userAnswer: input.answers[i],
      correctAnswer: q.answer,
      explanation: q.explanation,
    };
  });
  const score = questions.filter((q) => q.correct).length;
  const scored = {
    score,
    totalQuestions: ids.length,
    percentage: scorePercentage(score, ids.length),
    questions,
  };

  const storedId = await insertAttemptOnce(deps.db, {
    nonce: attempt.n,
    email: input.email,
    questionIds: ids,
    answers: input.answers,
    score,
    totalQuestions: scored.totalQuestions,
    percentage: scored.percentage,
    ipAddress: input.ipAddress,
    completedAt: deps.clock.now(),
  });
  if (storedId === undefined) throw new AppError('CONFLICT', QUIZ_MESSAGES.attemptUsed);

  let emailSent = false;
  if (input.email) {
    // The consent text on the last step: giving an email agrees to marketing mail, still double opt-in.
    const { subscriber, created } = await ensurePendingSubscriber(deps, {
      email: input.email,
      source: 'quiz',
      tags: ['quiz'],
    });
    const link = created || subscriber.status === 'pending' ? confirmUrl(deps, subscriber.id) : null;
    const sent = await sendQuizResultsMail(deps, input.email, scored, link);
    // Without SMTP the outbox row is the delivery (README); an SMTP failure is not "sent".
    emailSent = sent.error === null;
    if (emailSent) await markAttemptMailed(deps.db, storedId);
  }
  return { ...scored, emailSent };
}
