import { CheckCircle2, Info } from 'lucide-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { BILLING_STATUS_KEY, useBillingStatus } from '../api/billing';

/**
 * Back from the payment provider's checkout ('?checkout=success' or '?checkout=cancel' on Profile, issue 26):
 * says plainly what happened. After a payment the plan is read again until the provider's notice has made it
 * active (the browser can be back before the webhook).
 */
export function CheckoutReturnNotice() {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  const success = outcome === 'success';
  const queryClient = useQueryClient();
  const status = useBillingStatus(success);
  const active = status.data?.status === 'active';
  useEffect(() => {
    if (!success || active) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY }),
      2000,
    );
    const stop = setTimeout(() => clearInterval(timer), 60_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [success, active, queryClient]);

  if (success) {
    return (
      <Alert role="status" variant="success" data-testid="checkout-return" className="flex items-start gap-2">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <span>
          {active
            ? 'Thank you: your payment went through and your subscription is active.'
            : 'Thank you: your payment went through. Your subscription becomes active as soon as the payment provider confirms it (usually a few seconds).'}
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
