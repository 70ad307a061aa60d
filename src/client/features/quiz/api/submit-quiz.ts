import { useMutation } from '@tanstack/react-query';
import { quizApi } from '@/core/api/quiz';
import type { QuizSubmitInput } from '@/core/schemas/quiz';
import { callEndpoint } from '@/client/lib/endpoint-client';

/** POST /api/quiz/submit: answers in question order, email or null; scored on the server. */
export const submitQuiz = (body: QuizSubmitInput) => callEndpoint(quizApi.submit, { body });

export function useSubmitQuiz() {
  return useMutation({ mutationFn: submitQuiz });
}
