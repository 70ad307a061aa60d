import type { QuizResult } from '../../../core/schemas/quiz';
import { quizTier } from '../../../core/schemas/quiz';
import { renderMail } from '../../mail/layout';
import { sendVisitorMail } from '../../mail/visitor-caps';
import type { CapDeps } from '../../mail/visitor-caps';

const TIER_TEXT = {
  excellent: 'Excellent: you think like a trend follower already.',
  good: 'Good: you have the right instincts, with a few gaps worth closing.',
  'keep-studying': 'Keep studying: the explanations below are a good place to start.',
} as const;

/** The results mail of a quiz attempt; `confirmLink` is added when the address is not yet on the list. */
export function sendQuizResultsMail(
  deps: CapDeps,
  to: string,
  result: Omit<QuizResult, 'emailSent'>,
  confirmLink: string | null,
) {
  const review = result.questions.map(
    (q, i) =>
      `${i + 1}. ${q.question} Your answer: ${q.userAnswer ? 'True' : 'False'}. ${q.correct ? 'Correct.' : `Correct answer: ${q.correctAnswer ? 'True' : 'False'}.`}${q.explanation ? ` ${q.explanation}` : ''}`,
  );
  const { text, html } = renderMail({
    title: `Your quiz result: ${result.score} out of ${result.totalQuestions} (${result.percentage}%)`,
    paragraphs: [
      TIER_TEXT[quizTier(result.percentage)],
      ...review,
      ...(confirmLink
        ? [`Want our weekly market insights too? Confirm your newsletter subscription: ${confirmLink}`]
        : []),
    ],
    action: { label: 'Take the quiz again', url: `${deps.config.PUBLIC_URL}/quiz` },
  });
  return sendVisitorMail(deps, {
    kind: 'quiz-results',
    to,
    subject: `Your TrendLab quiz result: ${result.percentage}%`,
    text,
    html,
  });
}
