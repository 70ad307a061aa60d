import { z } from 'zod';
import { line } from './single-line';
import { honeypotField, HONEYPOT_NAME } from './newsletter';

/** How many questions one attempt serves (a sample of the bank, like the original exam's sample). */
export const QUIZ_SAMPLE_SIZE = 10;

// ---- GET /api/quiz/questions ------------------------------------------------------------
/** The question text only: the answer never leaves the server before submission (spec 01 §3). */
export const quizQuestionSchema = z.object({ id: z.number(), question: z.string() });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
/** Spec 01 §7: a list of questions. The attempt (which ids, in which order) is bound by an HttpOnly cookie. */
export const quizQuestionsResponseSchema = z.array(quizQuestionSchema);
export type QuizQuestionsResponse = z.infer<typeof quizQuestionsResponseSchema>;
/**
 * A GET of the /quiz page carries its sample (the same list, its attempt in the same cookie) in a
 * JSON script with this id, so the first question needs no round trip.
 */
export const QUIZ_SAMPLE_ELEMENT_ID = 'quiz-sample';
/** The first question's text in the prerendered /quiz page: the server puts the drawn one there. */
export const QUIZ_QUESTION_PLACEHOLDER = 'QUIZ_FIRST_QUESTION_PLACEHOLDER';

// ---- POST /api/quiz/submit --------------------------------------------------------------
/** The HttpOnly cookie carrying the signed attempt (served question ids) from GET questions to submit. */
export const QUIZ_ATTEMPT_COOKIE = 'quiz_attempt';

export const QUIZ_MESSAGES = {
  answerRequired: 'Please answer every question',
  invalidEmail: 'Please enter a valid email address',
  attemptInvalid: 'Your quiz session has expired. Please start the quiz again.',
  attemptUsed: 'This quiz attempt has already been submitted. Please start the quiz again.',
} as const;

/** Empty email is sent as null (spec 01 §5). */
export const quizEmailSchema = line()
  .trim()
  .max(254, QUIZ_MESSAGES.invalidEmail)
  .email(QUIZ_MESSAGES.invalidEmail)
  .nullable();

export const quizSubmitSchema = z.object({
  email: quizEmailSchema,
  answers: z
    .array(z.boolean({ error: QUIZ_MESSAGES.answerRequired }), { error: QUIZ_MESSAGES.answerRequired })
    .min(1, QUIZ_MESSAGES.answerRequired)
    .max(100),
  [HONEYPOT_NAME]: honeypotField,
});
export type QuizSubmitInput = z.infer<typeof quizSubmitSchema>;
/** The quiz form: the same checks, with an empty email field sent as null. */
export const quizFormSchema = quizSubmitSchema.extend({
  email: z
    .string()
    .transform((s) => (s.trim() === '' ? null : s))
    .pipe(quizEmailSchema),
});

export const quizReviewItemSchema = z.object({
  question: z.string(),
  correct: z.boolean(),
  userAnswer: z.boolean(),
  correctAnswer: z.boolean(),
  explanation: z.string().optional(),
});
export const quizResultSchema = z.object({
  score: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number().int(),
  emailSent: z.boolean(),
  questions: z.array(quizReviewItemSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** Spec 01 §9 tiers: >= 80 excellent (green), >= 60 good (orange), below 'keep studying' (red). */
export type QuizTier = 'excellent' | 'good' | 'keep-studying';
export function quizTier(percentage: number): QuizTier {
  if (percentage >= 80) return 'excellent';
  if (percentage >= 60) return 'good';
  return 'keep-studying';
}

export function scorePercentage(score: number, total: number): number {
  return total === 0 ? 0 : Math.round((score / total) * 100);
}
