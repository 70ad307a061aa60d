import { Alert } from '@/client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { SubscriptionStatusBadge, TierBadge } from '@/client/components/admin/badges';
import { planStatusLine } from '@/core/billing/status-line';
import { useMemberBilling } from '../api/member-billing';
import { HistoryList, InvoicesTable, SubscriptionsTable } from './member-billing-tables';
import { SOURCE_LABELS } from './billing-cells';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** One member's billing: plan, source, status line, Stripe's subscriptions and invoices, history. */
export function MemberBillingPage({ id }: { id: number }) {
  const q = useMemberBilling(id);
  const d = q.data;
  if (q.isError && !d)
    return <Alert variant="destructive">Error loading the member's billing: {q.error.message}</Alert>;
  if (!d) return <Skeleton className="h-64 w-full" aria-label="Loading the member's billing" />;
  const b = d.billing;
  return (
    <div className="space-y-4" data-testid="member-billing">
      <Section title={`${d.member.firstName} ${d.member.lastName}`}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="[overflow-wrap:anywhere]">{d.member.email}</dd>
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="flex flex-wrap gap-1">
            <TierBadge value={b.plan} />
            {b.status ? <SubscriptionStatusBadge value={b.status.replace('_', ' ')} /> : null}
          </dd>
          <dt className="text-muted-foreground">Source</dt>
          <dd>{b.source ? SOURCE_LABELS[b.source] : 'none'}</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd data-testid="member-status-line">{planStatusLine(b) ?? 'Free account'}</dd>
          <dt className="text-muted-foreground">Payment method</dt>
          <dd data-testid="member-payment-method">{d.paymentMethod ?? '—'}</dd>
        </dl>
      </Section>
      {d.stripeError ? <Alert variant="destructive">{d.stripeError}</Alert> : null}
      <Section title="Stripe subscriptions">
        <SubscriptionsTable rows={d.subscriptions} />
      </Section>
      <Section title="Invoices">
        <InvoicesTable memberId={d.member.id} rows={d.invoices} />
      </Section>
      <Section title="Trial and grant history">
        <HistoryList rows={d.history} />
      </Section>
    </div>
  );
}
