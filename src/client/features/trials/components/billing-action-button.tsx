import type { BillingAction } from '@/core/access/member-plan';
import { ManageBillingButton } from './manage-billing-button';
import { SubscribeButton } from './subscribe-button';

/**
 * A pricing card's way to pay (the landing composes it in, loaded only for members who get such an offer):
 * Stripe Checkout of the card's plan, or the Customer Portal where a subscriber changes plan.
 */
export default function BillingActionButton({
  action,
  label,
  variant,
  className,
}: {
  action: BillingAction;
  label: string;
  variant?: 'default' | 'outline';
  className?: string;
}) {
  return action.kind === 'checkout' ? (
    <SubscribeButton
      plan={action.plan}
      paymentAvailable
      label={label}
      variant={variant}
      className={className}
    />
  ) : (
    <ManageBillingButton label={label} variant={variant} className={className} />
  );
}
