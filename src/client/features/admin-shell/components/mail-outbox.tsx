import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useMailOutbox, useResendMail } from '../api/mail-outbox';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import { ListScreen } from '@/client/components/admin/list-screen';
import type { Column } from '@/client/components/admin/data-table';

const STATUS: Record<string, BadgeVariant> = {
  sent: 'green',
  queued: 'yellow',
  failed: 'red',
  // Over a visitor mail cap: never sent, counted in the operator's digest.
  held: 'orange',
  logged: 'grey',
  // Handed to the mail server, result not recorded yet.
  sending: 'yellow',
  // Interrupted mid-send: may or may not have arrived; only the operator sends it again.
  unknown: 'orange',
};

type OutboxMail = NonNullable<ReturnType<typeof useMailOutbox>['data']>['mails'][number];

function ResendButton({ mail }: { mail: OutboxMail }) {
  const resend = useResendMail();
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-2"
      disabled={resend.isPending}
      onClick={() => resend.mutate(mail.id)}
      aria-label={`Send again to ${mail.toAddress}`}
    >
      {resend.isPending ? 'Sending...' : 'Send again'}
    </Button>
  );
}

const COLUMNS: Column<OutboxMail>[] = [
  { head: 'To', cellClass: 'max-w-[200px] truncate', cell: (m) => m.toAddress },
  { head: 'Subject', cellClass: 'max-w-[280px] truncate', cell: (m) => m.subject },
  { head: 'Kind', cellClass: 'whitespace-nowrap', cell: (m) => labelOf(m.kind) },
  {
    head: 'Status',
    cellClass: 'max-w-[260px]',
    cell: (m) => (
      <>
        <Badge variant={STATUS[m.status] ?? 'grey'}>{m.status}</Badge>
        {m.lastError ? (
          <p className="mt-1 text-xs text-red-400 [overflow-wrap:anywhere]" data-testid="outbox-error">
            {m.lastError}
          </p>
        ) : null}
        {m.status === 'unknown' ? <ResendButton mail={m} /> : null}
      </>
    ),
  },
  {
    head: 'Created',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (m) => formatDateTime(m.createdAt),
  },
];

/** The 20 latest outgoing mails with their delivery state (without SMTP the outbox is the delivery). */
export function MailOutbox() {
  const outbox = useMailOutbox();
  const mails = outbox.data?.mails ?? [];
  return (
    <ListScreen
      title="Mail Outbox"
      description={`The latest mails the site sent or queued (${outbox.data?.total ?? 0} in total).`}
      query={outbox}
      texts={{ loading: 'Loading...', error: 'Failed to load the mail outbox', empty: 'No mails yet' }}
      stateClassName=""
      minWidth="min-w-[760px]"
      rows={mails}
      columns={COLUMNS}
    />
  );
}
