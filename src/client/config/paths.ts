// The hrefs live in core because the server also needs them (its 404 rule knows every page).
import { paths as sitePaths } from '@/core/site-paths';

export const paths = {
  ...sitePaths,
  /**
   * Every 'Upgrade' link: the plans, where a member starts a trial or subscribes (checkout, or
   * the contact form with the Subscription inquiry when online payment is not set up).
   */
  upgrade: sitePaths.pricing,
} as const;
