import { Badge } from '@/client/components/ui/badge';
import { SeverityBadge } from '@/client/components/admin/badges';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import { useAlertNotifications } from '../api/abuse';
import { TabBody } from './tab-body';

/** Alert Notifications: the mails sent to the operator, and whether they went out. */
export function AlertsTab() {
  const alerts = useAlertNotifications();
  return (
    <TabBody q={alerts} empty="No alert notifications found">
      {(rows) => (
        <ul className="space-y-3">
          {rows.map((a) => (
            <li key={a.id} className="rounded-md border p-3" data-testid="alert-row">
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge value={a.severity} />
                {a.sent ? <Badge variant="green">Sent</Badge> : <Badge variant="red">Not sent</Badge>}
              </div>
              <p className="mt-2 break-words font-medium">{a.subject}</p>
              <p className="mt-1 break-words text-sm text-muted-foreground">{a.message}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                To {a.recipientEmail} · {labelOf(a.alertType)} · {formatDateTime(a.sentAt ?? a.createdAt)}
              </p>
              {a.errorMessage ? (
                <p className="mt-1 break-words text-sm text-red-400">{a.errorMessage}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </TabBody>
  );
}
