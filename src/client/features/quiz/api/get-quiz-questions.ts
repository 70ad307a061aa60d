import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizApi } from '@/core/api/quiz';
import { endpointQuery } from '@/client/lib/endpoint-client';

/**
 * GET /api/quiz/questions: a new sample (and attempt token) on every visit, never reused from cache.
 * Never refetched while the visit lasts: a new sample would restart the quiz and drop the answers
 * given so far (the runner is keyed on the sample), e.g. when a phone's network comes back.
 */
export const quizQuestionsQueryOptions = () =>
  queryOptions({
    ...endpointQuery(quizApi.questions),
    gcTime: 0,
    staleTime: 0,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useQuizQuestions() {
  return useQuery(quizQuestionsQueryOptions());
}
