import { useMutation } from '@tanstack/react-query';
import { contactApi } from '@/core/api/contact';
import type { ContactMessageInput } from '@/core/schemas/contact';
import { callEndpoint } from '@/client/lib/endpoint-client';

/** POST /api/contact: stored for the operator, who is mailed at once. */
export const sendContactMessage = (body: ContactMessageInput) => callEndpoint(contactApi.send, { body });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
