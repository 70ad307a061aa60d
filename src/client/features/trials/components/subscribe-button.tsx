import { CreditCard, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { PLANS } from '@/core/access/plans';
import type { SelfServePlan } from '@/core/access/plans';
import { messageOf, paymentUnavailable, useCheckout } from '../api/billing';

/** '/contact' with the Subscription inquiry chosen: paid plans arranged by hand when no payment is set up. */
export const CONTACT_SUBSCRIPTION = '/contact?inquiry=subscription';

const price = (plan: SelfServePlan) => `$${(PLANS[plan].monthlyCents ?? 0) / 100}/month`;

/** Says plainly that the paid plan is arranged by contact, with the link. */
export function PayByContact({ plan }: { plan: SelfServePlan }) {
  return (
    <p className="text-sm text-slate-300" data-testid="pay-by-contact">
      Online payment is not available yet: we arrange the {PLANS[plan].label} plan ({price(plan)}) with you
      directly.{' '}
      <Link to={`${CONTACT_SUBSCRIPTION}&plan=${plan}`} className="text-primary underline underline-offset-4">
        Contact us to subscribe
      </Link>
      .
    </p>
  );
}

/**
 * 'Subscribe' to a plan: Stripe Checkout (the browser leaves for its page and comes back to Profile). When
 * the site has no payment set up (`paymentAvailable` false, or the server's 503), says it is arranged by contact.
 */
export function SubscribeButton({
  plan,
  paymentAvailable,
  variant = 'default',
  className,
  label,
}: {
  plan: SelfServePlan;
  paymentAvailable: boolean;
  variant?: 'default' | 'outline';
  className?: string;
  /** The button's words; 'Subscribe to {plan} - {price}' by default. */
  label?: string;
}) {
  const checkout = useCheckout();
  if (!paymentAvailable || paymentUnavailable(checkout.error)) return <PayByContact plan={plan} />;
  // Pending stays on until the browser has left for the checkout page.
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant={variant}
        className={className}
        disabled={leaving}
        onClick={() => checkout.mutate(plan)}
      >
        {leaving ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <CreditCard aria-hidden="true" />
        )}
        {leaving ? 'Opening checkout...' : (label ?? `Subscribe to ${PLANS[plan].label} - ${price(plan)}`)}
      </Button>
      {checkout.isError ? <Alert variant="destructive">{messageOf(checkout.error)}</Alert> : null}
    </div>
  );
}
