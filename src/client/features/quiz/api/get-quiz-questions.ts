import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizApi } from '@/core/api/quiz';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/quiz/questions: a new sample (and attempt token) on every visit, never reused from cache. */
export const quizQuestionsQueryOptions = () =>
  queryOptions({ ...endpointQuery(quizApi.questions), gcTime: 0, staleTime: 0 });

export function useQuizQuestions() {
  return useQuery(quizQuestionsQueryOptions());
}
