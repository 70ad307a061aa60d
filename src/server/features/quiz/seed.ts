import { quizQuestions } from '../../db/schema';
import type { Deps } from '../../deps';
import { QUESTION_BANK } from './question-bank';

/** Inserts the bank's questions that are missing (by slug); an operator's edits are kept. */
export async function insertQuestionBank(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db
    .insert(quizQuestions)
    .values(
      QUESTION_BANK.map((q) => ({
        slug: q.slug,
        question: q.question,
        answer: q.answer,
        explanation: q.explanation,
        topic: q.topic,
      })),
    )
    .onConflictDoNothing();
}

export async function seed(deps: Deps): Promise<void> {
  await insertQuestionBank(deps);
}
