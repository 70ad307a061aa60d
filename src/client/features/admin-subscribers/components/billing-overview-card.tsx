import { Alert } from '@/client/components/ui/alert';
import { Card, CardContent } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useBillingOverview } from '../api/billing-overview';

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const monthName = (yyyyMm: string) =>
  new Date(`${yyyyMm}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-lg border bg-background/40 p-3">
      <p className="text-xs uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-white">{value}</p>
      {note ? <p className="mt-0.5 text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}

/** How the list below relates to the figures: its records without an account are not counted. */
function ListReconciliation({ listed, withoutAccount }: { listed: number; withoutAccount: number }) {
  const one = withoutAccount === 1;
  return (
    <p className="text-xs text-muted-foreground" data-testid="billing-overview-list">
      These figures count member accounts. The list below has {listed} {listed === 1 ? 'record' : 'records'}
      {withoutAccount > 0
        ? `; ${withoutAccount} of them ${one ? 'has' : 'have'} no account with that email, so ${one ? 'its' : 'their'} tier and status are the record's own and nothing bills them.`
        : ', each with an account.'}
    </p>
  );
}

/** The operator's billing overview above Manage Subscribers (from what Stripe bills). */
export function BillingOverviewCard() {
  const q = useBillingOverview();
  const o = q.data;
  return (
    <Card data-testid="billing-overview">
      <CardContent className="space-y-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-white">Billing overview</h2>
          {o ? (
            <span className="text-xs text-muted-foreground">
              {o.onlinePayment
                ? 'Online payment: Stripe'
                : 'Online payment not set up (paid plans by contact)'}
            </span>
          ) : null}
        </div>
        {q.isError && !o ? (
          <Alert variant="destructive">Error loading the billing overview: {q.error.message}</Alert>
        ) : !o ? (
          <div
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
            aria-busy="true"
            aria-label="Loading billing overview"
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-[74px] w-full" />
            ))}
          </div>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure label="Paying members" value={String(o.payingMembers)} />
              <Figure label="Trials" value={String(o.trials)} note="running now" />
              <Figure label="MRR" value={dollars(o.mrrCents)} note="what Stripe bills a month" />
              <Figure
                label="Cancellations"
                value={String(o.cancellationsThisMonth)}
                note={monthName(o.month)}
              />
              <Figure
                label="Revenue"
                value={dollars(o.revenueThisMonthCents)}
                note={`paid in ${monthName(o.month)}, less refunds`}
              />
              <Figure
                label="Granted paid plans"
                value={String(o.grantedPaidMembers)}
                note={`by the operator, not billed (${dollars(o.grantedMonthlyCents)}/month list)`}
              />
            </div>
            <ListReconciliation listed={o.listedSubscribers} withoutAccount={o.listedWithoutAccount} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
