import { CheckCircle2, Info } from 'lucide-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { BILLING_STATUS_KEY, useBillingStatus } from '@/client/lib/billing-status';

/**
 * Back from the payment provider's checkout ('?checkout=success' or '?checkout=cancel' on Profile):
 * says plainly what happened. After a payment the plan is read again until the provider's notice has made it
 * active (the browser can be back before the webhook).
 */
export function CheckoutReturnNotice() {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  const success = outcome === 'success';
  const queryClient = useQueryClient();
  const status = useBillingStatus(success);
  // The provider's notice has come once the plan is Stripe's (active, or still in the trial it carried over).
  const confirmed = status.data?.source === 'stripe';
  const inTrial = status.data?.status === 'trial';
  useEffect(() => {
    if (!success || confirmed) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY }),
      2000,
    );
    const stop = setTimeout(() => clearInterval(timer), 60_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [success, confirmed, queryClient]);

  if (success) {
    return (
      <Alert role="status" variant="success" data-testid="checkout-return" className="flex items-start gap-2">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <span>
          {!confirmed
            ? 'Thank you: your payment details went through. Your subscription shows here as soon as the payment provider confirms it (usually a few seconds).'
            : inTrial
              ? 'Thank you: your subscription is set up. Your free trial runs to its end, then the first payment is taken.'
              : 'Thank you: your payment went through and your subscription is active.'}
        </span>
      </Alert>
    );
  }
  if (outcome === 'cancel' || outcome === 'cancelled') {
    return (
      <Alert role="status" data-testid="checkout-return" className="flex items-start gap-2">
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-slate-300" aria-hidden="true" />
        <span>Checkout was cancelled: nothing was charged and your plan is unchanged.</span>
      </Alert>
    );
  }
  return null;
}
