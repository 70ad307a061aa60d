import { quizQuestions } from '../../db/schema';
import type { Deps } from '../../deps';
import { QUESTION_BANK } from './question-bank';

/** The question bank, inserted where missing (by slug); edits made by an operator are kept. */
export async function seed(deps: Deps): Promise<void> {
  await deps.db
    .insert(quizQuestions)
    .values(QUESTION_BANK.map((q) => ({ slug: q.slug, question: q.question, answer: q.answer, explanation: q.explanation, topic: q.topic })))
    .onConflictDoNothing();
}
