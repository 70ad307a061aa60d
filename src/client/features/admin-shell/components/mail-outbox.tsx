import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { useMailOutbox } from '../api/mail-outbox';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import { STICKY_FIRST } from '@/client/components/admin/table-cells';

const STATUS: Record<string, BadgeVariant> = {
  sent: 'green',
  queued: 'yellow',
  failed: 'red',
  // Over a visitor mail cap: never sent, counted in the operator's digest.
  held: 'orange',
  logged: 'grey',
};

/** The 20 latest outgoing mails with their delivery state (without SMTP the outbox is the delivery). */
export function MailOutbox() {
  const outbox = useMailOutbox();
  const mails = outbox.data?.mails ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Mail Outbox</CardTitle>
        <CardDescription>
          The latest mails the site sent or queued ({outbox.data?.total ?? 0} in total).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {outbox.isLoading ? (
          <p className="text-muted-foreground">Loading...</p>
        ) : outbox.isError ? (
          <p role="alert" className="text-red-400">
            Failed to load the mail outbox
          </p>
        ) : mails.length === 0 ? (
          <p className="text-muted-foreground">No mails yet</p>
        ) : (
          <Table className="min-w-[760px]">
            <TableHeader className="whitespace-nowrap">
              <TableRow>
                <TableHead className={STICKY_FIRST}>To</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Kind</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Created</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {mails.map((m) => (
                <TableRow key={m.id}>
                  <TableCell className={`${STICKY_FIRST} max-w-[200px] truncate`}>{m.toAddress}</TableCell>
                  <TableCell className="max-w-[280px] truncate">{m.subject}</TableCell>
                  <TableCell className="whitespace-nowrap">{labelOf(m.kind)}</TableCell>
                  <TableCell className="max-w-[260px]">
                    <Badge variant={STATUS[m.status] ?? 'grey'}>{m.status}</Badge>
                    {m.lastError ? (
                      <p
                        className="mt-1 text-xs text-red-400 [overflow-wrap:anywhere]"
                        data-testid="outbox-error"
                      >
                        {m.lastError}
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    {formatDateTime(m.createdAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
