import { NewsletterLinkResult } from '@/client/features/newsletter/components/newsletter-link-result';

/** /newsletter/unsubscribe?token=... : the link at the foot of every newsletter mail. */
export function Component() {
  return <NewsletterLinkResult action="unsubscribe" />;
}
