import { Ban, CheckCircle2, LockOpen, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import {
  useAbuseEvents,
  useAbusePatterns,
  useAlertNotifications,
  useBlockIp,
  useClientIp,
  useResolveEvent,
  useUnblockIp,
  useRemoveWhitelist,
  useWhitelistIp,
} from '../api/abuse';
import type { AbuseEvent, AbusePattern } from '@/core/schemas/admin-records';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import { RiskBadge, SeverityBadge } from '@/client/components/admin/badges';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { DataTable } from '@/client/components/admin/data-table';
import type { Column } from '@/client/components/admin/data-table';
import { ListState } from '@/client/components/admin/list-state';

/** Loading / failed / empty line or the rows of one tab. */
function TabBody<T>({
  q,
  empty,
  children,
}: {
  q: { isLoading: boolean; isError: boolean; data?: T[] };
  empty: string;
  children: (rows: T[]) => React.ReactNode;
}) {
  const rows = q.data ?? [];
  return (
    <ListState
      query={q}
      count={rows.length}
      texts={{ loading: 'Loading...', error: 'Failed to load. It will be retried in 30 seconds.', empty }}
    >
      {children(rows)}
    </ListState>
  );
}

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

function EventsTab() {
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

const patternColumns = (own: string | undefined): Column<AbusePattern>[] => [
  {
    head: 'IP Address',
    cellClass: 'font-mono text-xs',
    cell: (p) => (
      <>
        {p.ipAddress}
        {p.ipAddress === own ? (
          <div className="font-sans">
            <Badge variant="blue">Your IP</Badge>
          </div>
        ) : null}
      </>
    ),
  },
  {
    head: 'Pattern',
    cellClass: 'whitespace-nowrap',
    cell: (p) => (
      <>
        {labelOf(p.patternType)}
        {p.notes ? (
          <div className="max-w-[220px] truncate text-xs text-muted-foreground">{p.notes}</div>
        ) : null}
      </>
    ),
  },
  { head: 'Risk Score', cell: (p) => <RiskBadge score={p.riskScore} /> },
  { head: 'Occurrences', align: 'text-right', cellClass: 'tabular-nums', cell: (p) => p.occurrenceCount },
  {
    head: 'First Detected',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (p) => formatDateTime(p.firstDetected),
  },
  {
    head: 'Last Detected',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (p) => formatDateTime(p.lastDetected),
  },
];

type PatternAction = 'block' | 'whitelist' | 'unwhitelist';

/** What each confirmation says (issue 28: Whitelist and its removal ask first, as Block does). */
const CONFIRM: Record<PatternAction, { title: (ip: string) => string; description: string; label: string }> =
  {
    block: {
      title: (ip) => `Block ${ip}?`,
      description: 'Every request from this address will be refused (403) until you unblock it.',
      label: 'Block',
    },
    whitelist: {
      title: (ip) => `Whitelist ${ip}?`,
      description:
        'This address will never be blocked and raises no abuse events, until you remove it from the whitelist. A block on it is lifted.',
      label: 'Whitelist',
    },
    unwhitelist: {
      title: (ip) => `Remove ${ip} from the whitelist?`,
      description:
        'The address is watched like any other again: its abuse events count and it can be blocked.',
      label: 'Remove',
    },
  };

function PatternsTab() {
  const patterns = useAbusePatterns();
  const block = useBlockIp();
  const unblock = useUnblockIp();
  const whitelist = useWhitelistIp();
  const removeWhitelist = useRemoveWhitelist();
  const own = useClientIp().data?.ipAddress;
  // Block, Whitelist and its removal ask first: each changes what the address may do at once.
  const [confirming, setConfirming] = useState<{ action: PatternAction; pattern: AbusePattern } | null>(null);
  const writes = { block, whitelist, unwhitelist: removeWhitelist };
  const pending = confirming ? writes[confirming.action].isPending : false;
  const ask = (action: PatternAction, pattern: AbusePattern) => setConfirming({ action, pattern });
  const actions = (p: AbusePattern) => (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      {p.blocked ? (
        <>
          <Badge variant="red">Blocked</Badge>
          <Button
            size="sm"
            variant="outline"
            disabled={unblock.isPending}
            onClick={() => unblock.mutate(p)}
            aria-label={`Unblock ${p.ipAddress}`}
          >
            <LockOpen aria-hidden="true" /> Unblock
          </Button>
        </>
      ) : p.isWhitelisted ? (
        <>
          <Badge variant="green">Whitelisted</Badge>
          <Button
            size="sm"
            variant="outline"
            disabled={removeWhitelist.isPending}
            onClick={() => ask('unwhitelist', p)}
            aria-label={`Remove ${p.ipAddress} from the whitelist`}
          >
            <ShieldOff aria-hidden="true" /> Remove
          </Button>
        </>
      ) : (
        <>
          {p.ipAddress !== own ? (
            <Button
              size="sm"
              variant="destructive"
              disabled={block.isPending}
              onClick={() => ask('block', p)}
              aria-label={`Block ${p.ipAddress}`}
            >
              <Ban aria-hidden="true" /> Block
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={whitelist.isPending}
            onClick={() => ask('whitelist', p)}
            aria-label={`Whitelist ${p.ipAddress}`}
          >
            <ShieldCheck aria-hidden="true" /> Whitelist
          </Button>
        </>
      )}
    </div>
  );
  const text = confirming ? CONFIRM[confirming.action] : CONFIRM.block;
  return (
    <TabBody q={patterns} empty="No abuse patterns detected">
      {(rows) => (
        <>
          <DataTable
            minWidth="min-w-[900px]"
            rows={rows}
            rowTestId="abuse-pattern-row"
            columns={patternColumns(own)}
            actions={{ head: 'Action', cell: actions }}
          />
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(o) => !o && setConfirming(null)}
            title={text.title(confirming?.pattern.ipAddress ?? '')}
            description={text.description}
            confirmLabel={text.label}
            pending={pending}
            onConfirm={() => {
              if (!confirming) return;
              writes[confirming.action].mutate(confirming.pattern, { onSettled: () => setConfirming(null) });
            }}
          />
        </>
      )}
    </TabBody>
  );
}

function AlertsTab() {
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

/** The three tabs of spec §2, each refreshed every 30 s. */
export function AbuseTabs() {
  return (
    <Tabs defaultValue="events">
      <div>
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="events">Abuse Events</TabsTrigger>
          <TabsTrigger value="patterns">Abuse Patterns</TabsTrigger>
          <TabsTrigger value="alerts">Alert Notifications</TabsTrigger>
        </TabsList>
      </div>
      <Card className="mt-4">
        <CardContent className="pt-6">
          <TabsContent value="events">
            <EventsTab />
          </TabsContent>
          <TabsContent value="patterns">
            <PatternsTab />
          </TabsContent>
          <TabsContent value="alerts">
            <AlertsTab />
          </TabsContent>
        </CardContent>
      </Card>
    </Tabs>
  );
}
