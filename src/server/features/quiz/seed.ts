import type { Deps } from '../../deps';
import { QUESTION_BANK } from './question-bank';
import { insertMissingQuestions } from './repo';

/** Inserts the bank's questions that are missing (by slug); an operator's edits are kept. */
export async function insertQuestionBank(deps: Pick<Deps, 'db'>): Promise<void> {
  await insertMissingQuestions(
    deps.db,
    QUESTION_BANK.map((q) => ({
      slug: q.slug,
      question: q.question,
      answer: q.answer,
      explanation: q.explanation,
      topic: q.topic,
    })),
  );
}

export async function seed(deps: Deps): Promise<void> {
  await insertQuestionBank(deps);
}
