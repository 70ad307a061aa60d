import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import type { QuizResult, QuizSubmitInput } from '@/core/schemas/quiz';

/** POST /api/quiz/submit: answers in question order, email or null; scored on the server. */
export const submitQuiz = (input: QuizSubmitInput) => apiJson<QuizResult>('POST', '/api/quiz/submit', input);

export function useSubmitQuiz() {
  return useMutation({ mutationFn: submitQuiz });
}
