import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useBillingStatus } from '@/client/lib/billing-status';
import { useCurrentUser } from '@/client/lib/current-user';
import { pricingOfferOf, subscribeLabel } from '@/core/access/member-plan';
import { cheapestPlanForMarket } from '@/core/access/plans';
import type { SelfServePlan } from '@/core/access/plans';
import { SUBSCRIPTION_CONTACT_PATH } from '@/core/schemas/billing';
import type { Market } from '@/core/markets/market';

// Loaded only when the offer is a trial that is opened, or a way to pay online.
const TrialDialog = lazy(() => import('./trial-dialog'));
const BillingActionButton = lazy(() => import('./billing-action-button'));

/**
 * What a locked page of a market offers, the pricing cards' own offer for the smallest plan that
 * unlocks it: 'Start Free Trial' to a visitor or a member whose trial is unused (the trial dialog, on the
 * page), else the upgrade: Stripe Checkout or the portal with online payment on, the contact form without.
 * While a member's status loads (or if it fails), the plans.
 */
export function LockedOffer({ market }: { market: Market }) {
  const { user, isLoading } = useCurrentUser();
  const status = useBillingStatus(Boolean(user));
  const [trial, setTrial] = useState<SelfServePlan | null>(null);
  const plan = cheapestPlanForMarket(market);
  const cls = 'shrink-0';
  if (isLoading || (user && !status.data)) {
    return (
      <Button asChild variant="outline" className={cls}>
        <Link to={paths.pricing}>See the plans</Link>
      </Button>
    );
  }
  const offer = pricingOfferOf(plan, user ? (status.data ?? null) : null);
  if (offer.kind === 'trial') {
    return (
      <>
        <Button type="button" className={cls} onClick={() => setTrial(offer.plan)}>
          Start Free Trial
        </Button>
        {trial ? (
          <Suspense fallback={null}>
            <TrialDialog plan={trial} onClose={() => setTrial(null)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  if (offer.kind !== 'subscribe') {
    return (
      <Button asChild variant="outline" className={cls}>
        <Link to={paths.pricing}>See the plans</Link>
      </Button>
    );
  }
  const label = subscribeLabel(offer);
  if (!offer.action) {
    return (
      <Button asChild className={cls}>
        <Link to={`${status.data?.contactPath ?? SUBSCRIPTION_CONTACT_PATH}&plan=${offer.plan}`}>
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button type="button" className={cls} disabled>
          {label}
        </Button>
      }
    >
      <BillingActionButton action={offer.action} label={label} className={cls} />
    </Suspense>
  );
}
