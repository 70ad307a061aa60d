import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import type { NewsletterSubscribeInput, NewsletterSubscribeResponse } from '@/core/schemas/newsletter';

/** POST /api/newsletter/subscribe (double opt-in: the answer is the same for every address). */
export const subscribeNewsletter = (input: NewsletterSubscribeInput) =>
  apiJson<NewsletterSubscribeResponse>('POST', '/api/newsletter/subscribe', input);

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
