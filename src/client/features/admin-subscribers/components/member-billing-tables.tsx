import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { formatDay } from '@/client/lib/admin-format';
import { PLANS } from '@/core/access/plans';
import type { MemberBilling, MemberInvoice } from '@/core/schemas/member-billing';
import { useRefundInvoice } from '../api/member-billing';

export const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const TH = 'px-2 py-1.5 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground';
const TD = 'px-2 py-1.5 align-top';

/** Every Stripe subscription of the customer, the current one marked. */
export function SubscriptionsTable({ rows }: { rows: MemberBilling['subscriptions'] }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No Stripe subscription.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-sm" data-testid="member-subscriptions">
        <thead>
          <tr>
            <th className={TH}>Subscription</th>
            <th className={TH}>Plan</th>
            <th className={TH}>Status</th>
            <th className={TH}>Bills</th>
            <th className={TH}>Period end</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id} className="border-t border-border">
              <td className={`${TD} font-mono text-xs [overflow-wrap:anywhere]`}>
                {s.id}
                {s.current ? <span className="ml-1 font-sans text-emerald-400">(current)</span> : null}
              </td>
              <td className={TD}>{s.plan ? PLANS[s.plan].label : '—'}</td>
              <td className={TD}>
                {s.status.replace('_', ' ')}
                {s.cancelAtPeriodEnd ? <span className="text-red-400"> (cancels)</span> : null}
              </td>
              <td className={`${TD} tabular-nums`}>
                {dollars(s.amountCents)}
                {s.quantity > 1 ? ` (${s.quantity}x)` : ''}
              </td>
              <td className={TD}>{formatDay(s.currentPeriodEnd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RefundButton({ memberId, invoice }: { memberId: number; invoice: MemberInvoice }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundInvoice(memberId);
  const left = invoice.amountPaidCents - invoice.refundedCents;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Refund
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Refund this invoice?"
        description={`Stripe refunds ${dollars(left)} to the member's card. This cannot be undone.`}
        subject={`${invoice.id} (${formatDay(invoice.createdAt)})`}
        confirmLabel={`Refund ${dollars(left)}`}
        pending={refund.isPending}
        onConfirm={() => refund.mutate(invoice.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** The customer's invoices: amount, status, date, Stripe's hosted page, and Refund on a paid one. */
export function InvoicesTable({ memberId, rows }: { memberId: number; rows: MemberBilling['invoices'] }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No invoice.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-sm" data-testid="member-invoices">
        <thead>
          <tr>
            <th className={TH}>Date</th>
            <th className={TH}>Amount</th>
            <th className={TH}>Status</th>
            <th className={TH}>Invoice</th>
            <th className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i.id} className="border-t border-border" data-testid="member-invoice">
              <td className={TD}>{formatDay(i.createdAt)}</td>
              <td className={`${TD} tabular-nums`}>
                {dollars(i.status === 'paid' ? i.amountPaidCents : i.amountDueCents)}
                {i.refundedCents ? (
                  <div className="text-xs text-red-400">{dollars(i.refundedCents)} refunded</div>
                ) : null}
              </td>
              <td className={TD}>{i.status}</td>
              <td className={TD}>
                {i.hostedUrl ? (
                  <a
                    href={i.hostedUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
                  >
                    View <ExternalLink className="h-3 w-3" aria-hidden="true" />
                    <span className="sr-only"> invoice {i.id} (opens a new tab)</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className={`${TD} text-right`}>
                {i.refundable ? <RefundButton memberId={memberId} invoice={i} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The trial and grant history, with the operators' and the system's changes from the audit log. */
export function HistoryList({ rows }: { rows: MemberBilling['history'] }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No trial or grant yet.</p>;
  return (
    <ol className="space-y-1 text-sm" data-testid="member-history">
      {rows.map((h, n) => (
        <li key={`${h.at}-${n}`} className="grid grid-cols-[6.5rem_1fr] gap-2">
          <span className="text-muted-foreground">{formatDay(h.at)}</span>
          <span className="[overflow-wrap:anywhere]">
            {h.what} <span className="text-muted-foreground">by {h.by}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
