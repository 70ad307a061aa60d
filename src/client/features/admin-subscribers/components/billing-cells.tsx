import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { planStatusLine } from '@/core/billing/status-line';
import { SubscriptionStatusBadge, TierBadge } from '@/client/components/admin/badges';
import { formatDay } from '@/client/lib/admin-format';
import type { Subscriber } from '@/core/schemas/admin';

export const SOURCE_LABELS = {
  trial: 'self-serve trial',
  stripe: 'Stripe',
  operator: 'operator grant',
} as const;

/** Plan and status: the account's plan record, else the subscriber record's tier and status. */
export function PlanCell({ s }: { s: Subscriber }) {
  const b = s.billing;
  if (!b) {
    return (
      <div className="space-y-1">
        <div className="flex flex-wrap gap-1">
          <TierBadge value={s.subscriptionTier} />
          <SubscriptionStatusBadge value={s.subscriptionStatus} />
        </div>
        <div className="text-xs text-muted-foreground">No account with this email</div>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-1">
        <TierBadge value={b.plan} />
        {b.status ? <SubscriptionStatusBadge value={b.status.replace('_', ' ')} /> : null}
      </div>
      {b.source ? <div className="text-xs text-muted-foreground">via {SOURCE_LABELS[b.source]}</div> : null}
      {b.status ? (
        <div className="text-xs" data-testid="subscriber-status-line">
          {planStatusLine(b)}
        </div>
      ) : null}
      <Link
        to={`${paths.admin.memberBilling}?id=${b.userId}`}
        className="text-xs text-primary underline underline-offset-4"
      >
        Billing page
      </Link>
    </div>
  );
}

/** Trial end, period end (and whether it renews), grace end after a failed payment. */
export function DatesCell({ s }: { s: Subscriber }) {
  const b = s.billing;
  if (!b || (!b.trialEndsAt && !b.currentPeriodEnd && !b.graceEndsAt)) return <span>—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {b.trialEndsAt ? (
        <>
          <dt className="text-muted-foreground">Trial end</dt>
          <dd>{formatDay(b.trialEndsAt)}</dd>
        </>
      ) : null}
      {b.currentPeriodEnd ? (
        <>
          <dt className="text-muted-foreground">Period end</dt>
          <dd>
            {formatDay(b.currentPeriodEnd)}
            {b.cancelAtPeriodEnd ? <span className="text-red-400"> (cancels)</span> : null}
          </dd>
        </>
      ) : null}
      {b.graceEndsAt ? (
        <>
          <dt className="text-muted-foreground">Grace end</dt>
          <dd>{formatDay(b.graceEndsAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The customer in the Stripe dashboard. */
export function StripeCell({ s }: { s: Subscriber }) {
  const url = s.billing?.stripeCustomerUrl;
  if (!url) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
    >
      Customer <ExternalLink className="h-3 w-3" aria-hidden="true" />
      <span className="sr-only"> {s.billing?.stripeCustomerId} in Stripe (opens a new tab)</span>
    </a>
  );
}
