import { useMutation } from '@tanstack/react-query';
import { newsletterApi } from '@/core/api/newsletter';
import { callEndpoint } from '@/client/lib/endpoint-client';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** POST /api/newsletter/confirm or /api/newsletter/unsubscribe with the token of a mailed link. */
export const followNewsletterLink = (action: NewsletterLinkAction, token: string) =>
  callEndpoint(newsletterApi[action], { body: { token } });

export function useNewsletterLink(action: NewsletterLinkAction) {
  return useMutation({ mutationFn: (token: string) => followNewsletterLink(action, token) });
}
