import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import type { ContactMessageInput, ContactResponse } from '@/core/schemas/contact';

/** POST /api/contact: stored for the operator, who is mailed at once. */
export const sendContactMessage = (input: ContactMessageInput) =>
  apiJson<ContactResponse>('POST', '/api/contact', input);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
