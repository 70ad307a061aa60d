import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import type { CurrentUser } from '@/client/lib/current-user';
import { saveReturnTo, trialReturnPath } from '@/client/lib/return-to';
import { formatLongDay } from '@/client/lib/format';
import { marketsOf, PLANS } from '@/core/access/plans';
import type { PaidPlan, SelfServePlan } from '@/core/access/plans';
import type { Market } from '@/core/markets/market';
import type { BillingStatus } from '@/core/schemas/billing';
import { ManageBillingButton } from './manage-billing-button';
import { SubscribeButton } from './subscribe-button';

// The trial dialog's bodies, one per state of the member's plan.

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

export function TrialLoading({ message }: { message: string }) {
  return (
    <p className="flex items-center gap-2 text-slate-300" role="status">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      {message}
    </p>
  );
}

/** A visitor signs in or registers first; the plan's trial path is kept to come back to. */
export function VisitorButtons({ plan }: { plan: SelfServePlan }) {
  const remember = () => saveReturnTo(trialReturnPath(plan));
  return (
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
}

export function TrialRunning({
  billing,
  on,
  plan,
  justStarted,
}: {
  billing: BillingStatus;
  /** The plan the trial runs on (billing.plan, known not to be free). */
  on: PaidPlan;
  plan: SelfServePlan;
  justStarted: boolean;
}) {
  const onLabel = PLANS[on].label;
  return (
    <div className="space-y-4 text-slate-300">
      <p className="flex items-start gap-2 text-slate-100" data-testid="trial-running">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {justStarted ? 'Your trial has started. ' : ''}Your {onLabel} free trial is running: it ends on{' '}
          <strong className="text-white">{formatLongDay(billing.trialEndsAt)}</strong>. Every signal of the{' '}
          {onLabel} plan is open to you until then; nothing is charged.
        </span>
      </p>
      <PlanLinks plan={on} />
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
}

export function PlanActive({ active, canManageBilling }: { active: PaidPlan; canManageBilling: boolean }) {
  return (
    <div className="space-y-4 text-slate-300">
      <p data-testid="plan-active">
        You subscribe to the {PLANS[active].label} plan: every signal of it is open to you.
      </p>
      {canManageBilling ? <ManageBillingButton /> : null}
    </div>
  );
}

/** The offer: the trial while it is unused and not refused, else the subscription. */
export function TrialOffer({
  billing,
  plan,
  email,
  refused,
}: {
  billing: BillingStatus;
  plan: SelfServePlan;
  email: CurrentUser['email'];
  /** The server's words for a refused start, if it was refused. */
  refused: string | null;
}) {
  const label = PLANS[plan].label;
  return (
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
          {email ?? 'your account'}, and ends by itself: no payment details, nothing to cancel. One trial per
          account.
        </p>
      )}
    </div>
  );
}
