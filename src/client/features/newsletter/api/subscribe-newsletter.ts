import { useMutation } from '@tanstack/react-query';
import { newsletterApi } from '@/core/api/newsletter';
import type { NewsletterSubscribeInput } from '@/core/schemas/newsletter';
import { callEndpoint } from '@/client/lib/endpoint-client';

/** POST /api/newsletter/subscribe (double opt-in: the answer is the same for every address). */
export const subscribeNewsletter = (body: NewsletterSubscribeInput) =>
  callEndpoint(newsletterApi.subscribe, { body });

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
