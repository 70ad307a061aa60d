import { useMutation } from '@tanstack/react-query';
import { newsletterApi } from '@/core/api/newsletter';
import type { NewsletterSubscribeInput } from '@/core/schemas/newsletter';
import { callEndpointWith } from '@/client/lib/endpoint-client';
import { IDEMPOTENCY_HEADER, retryDelay, retryTransient } from '@/client/lib/submission-key';

/**
 * POST /api/newsletter/subscribe (double opt-in: the answer is the same for every address). `key`
 * is the submission's Idempotency-Key: a retry mails no second confirmation.
 */
export const subscribeNewsletter = async ({ body, key }: { body: NewsletterSubscribeInput; key: string }) =>
  callEndpointWith(newsletterApi.subscribe, { [IDEMPOTENCY_HEADER]: key }, { body });

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter, retry: retryTransient, retryDelay });
}
