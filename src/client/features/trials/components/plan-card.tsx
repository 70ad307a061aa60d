import { Link } from 'react-router';
import { PlanStatusBadge } from '@/client/components/plan-status-badge';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/config/paths';
import { PLANS, SELF_SERVE_PLANS, statusGivesAccess } from '@/core/access/plans';
import type { SelfServePlan } from '@/core/access/plans';
import { planStatusLine } from '@/core/billing/status-line';
import { useBillingStatus } from '@/client/lib/billing-status';
import { formatLongDay } from '@/client/lib/format';
import { ManageBillingButton } from './manage-billing-button';
import { SubscribeButton } from './subscribe-button';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm sm:col-span-2">{children}</dd>
    </div>
  );
}

const isSelfServe = (p: string): p is SelfServePlan => (SELF_SERVE_PLANS as readonly string[]).includes(p);

/** Profile and Settings: the member's plan, its status and dates, and what they can do next. */
export function PlanCard() {
  const status = useBillingStatus(true);
  const b = status.data;
  return (
    <Card data-testid="plan-card">
      <CardHeader>
        <CardTitle as="h2">Plan and billing</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isLoading ? (
          <Skeleton className="h-32 w-full" />
        ) : status.isError || !b ? (
          <Alert variant="destructive">Could not load your plan. Please try again.</Alert>
        ) : (
          <>
            <dl className="divide-y divide-border">
              <Row label="Plan">
                <span data-testid="plan-name">{PLANS[b.plan].label}</span>
              </Row>
              <Row label="Status">
                {b.status ? (
                  <PlanStatusBadge status={b.status} data-testid="plan-status" />
                ) : (
                  <span data-testid="plan-status">Free account</span>
                )}
              </Row>
              {b.status === 'trial' || b.trialEndsAt ? (
                <Row label={b.status === 'trial' ? 'Trial ends on' : 'Trial ended on'}>
                  <span data-testid="trial-end">{formatLongDay(b.trialEndsAt)}</span>
                </Row>
              ) : null}
              {b.source === 'operator' && b.accessEndsAt ? (
                <Row label="Granted access ends on">
                  <span data-testid="grant-end">{formatLongDay(b.accessEndsAt)}</span>
                </Row>
              ) : null}
              {b.status ? (
                // The status line: the words the mails and the back office use too.
                <Row label="Billing">
                  <span data-testid="plan-status-line">{planStatusLine(b)}</span>
                </Row>
              ) : null}
            </dl>
            {b.cancelAtPeriodEnd && b.currentPeriodEnd ? (
              <p className="text-sm text-slate-300">
                Your subscription is cancelled: it stays open until {formatLongDay(b.currentPeriodEnd)} and is
                not renewed.
              </p>
            ) : null}
            <PlanActions
              plan={b.plan}
              hasAccess={b.plan !== 'free' && statusGivesAccess(b.status)}
              isTrial={b.status === 'trial'}
              subscribed={b.source === 'stripe'}
              trialAvailable={b.trialAvailable}
              paymentAvailable={b.onlinePayment}
              canManageBilling={b.canManageBilling}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PlanActions({
  plan,
  hasAccess,
  isTrial,
  subscribed,
  trialAvailable,
  paymentAvailable,
  canManageBilling,
}: {
  plan: string;
  hasAccess: boolean;
  isTrial: boolean;
  /** A Stripe subscription exists (possibly still in the trial it carried over). */
  subscribed: boolean;
  trialAvailable: boolean;
  paymentAvailable: boolean;
  canManageBilling: boolean;
}) {
  const paying = hasAccess && (!isTrial || subscribed);
  // A paying member without a Stripe customer (an operator's grant) has nothing to do here.
  if (paying && !canManageBilling) return null;
  return (
    <div className="flex flex-col gap-3">
      {canManageBilling ? <ManageBillingButton className="w-full sm:w-auto" /> : null}
      {paying ? null : isTrial && isSelfServe(plan) ? (
        <SubscribeButton plan={plan} paymentAvailable={paymentAvailable} className="w-full sm:w-auto" />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="w-full sm:w-auto">
            <Link to={paths.pricing}>{trialAvailable ? 'Start Free Trial' : 'Choose a plan'}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
