import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import type { NewsletterTokenResponse } from '@/core/schemas/newsletter';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** POST /api/newsletter/confirm or /api/newsletter/unsubscribe with the token of a mailed link. */
export const followNewsletterLink = (action: NewsletterLinkAction, token: string) =>
  apiJson<NewsletterTokenResponse>('POST', `/api/newsletter/${action}`, { token });

export function useNewsletterLink(action: NewsletterLinkAction) {
  return useMutation({ mutationFn: (token: string) => followNewsletterLink(action, token) });
}
