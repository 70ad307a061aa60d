import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { saveReturnTo, trialReturnPath } from '@/client/lib/return-to';
import { marketsOf, PLANS, statusGivesAccess } from '@/core/access/plans';
import type { PaidPlan, SelfServePlan } from '@/core/access/plans';
import type { Market } from '@/core/markets/market';
import { useBillingStatus } from '@/client/lib/billing-status';
import { formatLongDay } from '@/client/lib/format';
import { messageOf, useStartTrial } from '../api/billing';
import { ManageBillingButton } from './manage-billing-button';
import { SubscribeButton } from './subscribe-button';

const MARKET_PAGES: Record<Market, { to: string; label: string }> = {
  futures: { to: paths.futures, label: 'Open the futures' },
  equities: { to: paths.equities, label: 'Open the equities' },
  crypto: { to: paths.cryptos, label: 'Open the cryptos' },
};
const LINK = 'text-primary underline underline-offset-4';

/** The market pages the plan includes (from its entitlements: never one it locks), and Profile. */
function PlanLinks({ plan }: { plan: PaidPlan }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="plan-links">
      {marketsOf(plan).map((m) => (
        <Link key={m} to={MARKET_PAGES[m].to} className={LINK}>
          {MARKET_PAGES[m].label}
        </Link>
      ))}
      <Link to={paths.profile} className={LINK}>
        Your plan on Profile
      </Link>
    </p>
  );
}

/**
 * 'Start Free Trial' of a plan: a member's trial starts at once, one per account and address.
 * A visitor is sent through register (or sign in) and comes back here (`autoStart`), where it starts.
 */
export default function TrialDialog({
  plan,
  onClose,
  autoStart = false,
}: {
  plan: SelfServePlan;
  onClose: () => void;
  /** Back from sign-in with this plan asked for: start without a second click. */
  autoStart?: boolean;
}) {
  const { user, isLoading } = useCurrentUser();
  const status = useBillingStatus(Boolean(user));
  const start = useStartTrial();
  const label = PLANS[plan].label;
  const billing = status.data;
  const hasAccess = Boolean(billing && billing.plan !== 'free' && statusGivesAccess(billing.status));
  const canStart = Boolean(user && billing && !hasAccess && billing.trialAvailable);

  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current || !canStart) return;
    started.current = true;
    start.mutate(plan);
  }, [autoStart, canStart, plan, start]);

  const close = (
    <Button type="button" variant="outline" onClick={onClose}>
      Close
    </Button>
  );
  let body: React.ReactNode;
  let footer: React.ReactNode = close;

  if (isLoading || (user && status.isLoading) || start.isPending) {
    body = (
      <p className="flex items-center gap-2 text-slate-300" role="status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {start.isPending ? `Starting your ${label} trial...` : 'Loading...'}
      </p>
    );
  } else if (!user) {
    const remember = () => saveReturnTo(trialReturnPath(plan));
    body = (
      <p className="text-slate-300">
        Create a free account (or sign in) and you come straight back here: your free {label} trial starts at
        once. No payment details needed.
      </p>
    );
    footer = (
      <>
        <Button asChild variant="outline">
          <Link to={`${paths.login}?plan=${plan}`} onClick={remember}>
            Sign In
          </Link>
        </Button>
        <Button asChild>
          <Link to={`${paths.register}?plan=${plan}`} onClick={remember}>
            Register
          </Link>
        </Button>
      </>
    );
  } else if (status.isError || !billing) {
    body = <Alert variant="destructive">Could not load your plan. Please try again.</Alert>;
  } else if (billing.status === 'trial' && billing.plan !== 'free') {
    const on = PLANS[billing.plan].label;
    body = (
      <div className="space-y-4 text-slate-300">
        <p className="flex items-start gap-2 text-slate-100" data-testid="trial-running">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {start.isSuccess ? 'Your trial has started. ' : ''}Your {on} free trial is running: it ends on{' '}
            <strong className="text-white">{formatLongDay(billing.trialEndsAt)}</strong>. Every signal of the{' '}
            {on} plan is open to you until then; nothing is charged.
          </span>
        </p>
        <PlanLinks plan={billing.plan} />
        {billing.source === 'stripe' ? (
          <p className="text-sm">You have subscribed: the first payment is taken when the trial ends.</p>
        ) : (
          <>
            <p className="text-sm">Keep it after the trial:</p>
            <SubscribeButton plan={plan} paymentAvailable={billing.onlinePayment} className="w-full" />
          </>
        )}
      </div>
    );
  } else if (hasAccess && billing.plan !== 'free') {
    body = (
      <div className="space-y-4 text-slate-300">
        <p data-testid="plan-active">
          You subscribe to the {PLANS[billing.plan].label} plan: every signal of it is open to you.
        </p>
        {billing.canManageBilling ? <ManageBillingButton /> : null}
      </div>
    );
  } else {
    const refused = start.isError ? messageOf(start.error) : null;
    body = (
      <div className="space-y-4 text-slate-300">
        {!billing.trialAvailable || refused ? (
          <>
            {refused ? null : (
              <p>You have had your free trial. Subscribe to open every signal of the {label} plan again.</p>
            )}
            <SubscribeButton plan={plan} paymentAvailable={billing.onlinePayment} className="w-full" />
          </>
        ) : (
          <p>
            Try every signal of the {label} plan free for {billing.trialDays} days. It starts now, for{' '}
            {user.email ?? 'your account'}, and ends by itself: no payment details, nothing to cancel. One
            trial per account.
          </p>
        )}
      </div>
    );
    if (canStart && !refused) {
      footer = (
        <>
          {close}
          <Button type="button" onClick={() => start.mutate(plan)}>
            Start My Free Trial
          </Button>
        </>
      );
    }
  }

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label} free trial</DialogTitle>
          <DialogDescription>
            {label} plan: {PLANS[plan].monthlyCents ? `$${PLANS[plan].monthlyCents / 100}/month` : ''} after
            the trial, if you choose to subscribe.
          </DialogDescription>
        </DialogHeader>
        {/* A refused start (409: trial used, or premium already) is said in the server's words, whatever the
            state read since. */}
        {user && start.isError ? (
          <Alert variant="destructive" data-testid="trial-refused">
            {messageOf(start.error)}
          </Alert>
        ) : null}
        {body}
        <DialogFooter>{footer}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
