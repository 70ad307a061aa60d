import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizQuestionsResponse } from '@/core/schemas/quiz';

/** GET /api/quiz/questions: a new sample (and attempt token) on every visit, never reused from cache. */
export const quizQuestionsQueryOptions = () =>
  queryOptions<QuizQuestionsResponse>({ queryKey: ['/api/quiz/questions'], gcTime: 0, staleTime: 0 });

export function useQuizQuestions() {
  return useQuery(quizQuestionsQueryOptions());
}
