import { useMutation } from '@tanstack/react-query';
import { contactApi } from '@/core/api/contact';
import type { ContactMessageInput } from '@/core/schemas/contact';
import { callEndpointWith } from '@/client/lib/endpoint-client';
import { IDEMPOTENCY_HEADER, retryDelay, retryTransient } from '@/client/lib/submission-key';

/**
 * POST /api/contact: stored for the operator, who is mailed at once. `key` is the submission's
 * Idempotency-Key, so a retry of a post whose answer was lost stores nothing twice.
 */
export const sendContactMessage = async ({ body, key }: { body: ContactMessageInput; key: string }) =>
  callEndpointWith(contactApi.send, { [IDEMPOTENCY_HEADER]: key }, { body });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, retry: retryTransient, retryDelay });
}
