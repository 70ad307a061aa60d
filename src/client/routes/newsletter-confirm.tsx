import { NewsletterLinkResult } from '@/client/features/newsletter/components/newsletter-link-result';

/** /newsletter/confirm?token=... : the double opt-in link of the confirmation mail. */
export function Component() {
  return <NewsletterLinkResult action="confirm" />;
}
