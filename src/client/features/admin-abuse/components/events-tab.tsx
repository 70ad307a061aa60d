import { CheckCircle2 } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { SeverityBadge } from '@/client/components/admin/badges';
import { DataTable } from '@/client/components/admin/data-table';
import type { Column } from '@/client/components/admin/data-table';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import type { AbuseEvent } from '@/core/schemas/admin-records';
import { useAbuseEvents, useResolveEvent } from '../api/abuse';
import { TabBody } from './tab-body';

const EVENT_COLUMNS: Column<AbuseEvent>[] = [
  {
    head: 'IP Address',
    cellClass: 'font-mono text-xs',
    cell: (e) => (
      <>
        {e.ipAddress}
        {e.email ? <div className="font-sans text-muted-foreground">{e.email}</div> : null}
      </>
    ),
  },
  { head: 'Severity', cell: (e) => <SeverityBadge value={e.severity} /> },
  { head: 'Type', cellClass: 'whitespace-nowrap', cell: (e) => labelOf(e.eventType) },
  { head: 'Endpoint', cellClass: 'max-w-[180px] truncate font-mono text-xs', cell: (e) => e.endpoint },
  {
    head: 'Requests',
    align: 'text-right',
    cellClass: 'tabular-nums',
    cell: (e) => (
      <>
        {e.requestCount}{' '}
        <span className="whitespace-nowrap text-xs text-muted-foreground">/ {e.timeWindow}</span>
      </>
    ),
  },
  {
    head: 'Description',
    cellClass: 'min-w-[200px] max-w-[280px] text-muted-foreground',
    cell: (e) => e.description,
  },
  {
    head: 'Detected',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (e) => formatDateTime(e.createdAt),
  },
];

/** Abuse Events: what the detectors recorded, each resolvable. */
export function EventsTab() {
  const events = useAbuseEvents();
  const resolve = useResolveEvent();
  return (
    <TabBody q={events} empty="No abuse events detected">
      {(rows) => (
        <DataTable
          minWidth="min-w-[960px]"
          rows={rows}
          rowTestId="abuse-event-row"
          columns={EVENT_COLUMNS}
          actions={{
            head: 'Action',
            cell: (e) => (
              <div className="flex justify-end gap-1 whitespace-nowrap">
                {e.blocked ? <Badge variant="red">Blocked</Badge> : null}
                {e.resolved ? (
                  <Badge variant="green">Resolved</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={resolve.isPending}
                    onClick={() => resolve.mutate(e.id)}
                  >
                    <CheckCircle2 aria-hidden="true" /> Resolve
                  </Button>
                )}
              </div>
            ),
          }}
        />
      )}
    </TabBody>
  );
}
