import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { quizApi } from '@/core/api/quiz';
import type { QuizQuestionsResponse } from '@/core/schemas/quiz';
import {
  QUIZ_QUESTION_PLACEHOLDER,
  QUIZ_SAMPLE_ELEMENT_ID,
  QUIZ_SAMPLE_SIZE,
  quizQuestionsResponseSchema,
} from '@/core/schemas/quiz';
import { endpointQuery } from '@/client/lib/endpoint-client';

/**
 * The sample the server put in the /quiz page it served (src/server/features/quiz/quiz-page.ts):
 * its attempt cookie is already set, so the first question needs no round trip. It serves the
 * query until the quiz screen has mounted (hydration may build the query more than once: with no
 * observer yet, a gcTime of 0 drops it between the slices of a transition); after that a visit in
 * the same tab asks the API for a sample of its own.
 */
let embedded: { sample: QuizQuestionsResponse | undefined; used: boolean } | undefined;

function embeddedSample(): QuizQuestionsResponse | undefined {
  if (typeof document === 'undefined') return undefined;
  embedded ??= { sample: readEmbeddedSample(), used: false };
  return embedded.used ? undefined : embedded.sample;
}

function readEmbeddedSample(): QuizQuestionsResponse | undefined {
  const element = document.getElementById(QUIZ_SAMPLE_ELEMENT_ID);
  element?.remove();
  try {
    const parsed = quizQuestionsResponseSchema.safeParse(JSON.parse(element?.textContent ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/quiz/questions: a new sample (and attempt token) on every visit, never reused from cache.
 * Never refetched while the visit lasts: a new sample would restart the quiz and drop the answers
 * given so far (the runner is keyed on the sample), e.g. when a phone's network comes back. Hence
 * fresh forever (a sample the page carried must not be replaced on mount) and dropped on unmount.
 */
export const quizQuestionsQueryOptions = () =>
  queryOptions({
    ...endpointQuery(quizApi.questions),
    initialData: embeddedSample,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useQuizQuestions() {
  const query = useQuery(quizQuestionsQueryOptions());
  useEffect(() => {
    if (embedded) embedded.used = true;
  }, []);
  return query;
}

/**
 * Build time (src/client/entry-server.tsx): /quiz is prerendered with its first question as a
 * placeholder, which the server replaces with the drawn one, so the page paints that question
 * from its HTML and hydrates without a mismatch.
 */
export function seedQuizPlaceholder(client: QueryClient) {
  const sample = Array.from({ length: QUIZ_SAMPLE_SIZE }, (_, i) => ({
    id: -1 - i,
    question: QUIZ_QUESTION_PLACEHOLDER,
  }));
  client.setQueryData(quizQuestionsQueryOptions().queryKey, sample);
}
