import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { formatDay } from '@/client/lib/admin-format';
import { ACCESS_KIND_LABELS, PLAN_LABELS } from '@/core/schemas/trials';
import type { AccessRow } from '@/core/schemas/trials';
import { useAccessList, useEndAccess } from '../api/access-admin';
import { GrantAccessDialog } from './grant-access-dialog';

function AccessLine({ row, onGrant, onEnd }: { row: AccessRow; onGrant: () => void; onEnd: () => void }) {
  const current = row.access && !row.access.endedAt ? row.access : null;
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="access-row"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-white">
          {row.firstName} {row.lastName}{' '}
          <span className="break-all text-sm font-normal text-slate-400">{row.email}</span>
        </p>
        <div className="flex flex-wrap gap-2 text-xs">
          {row.request ? (
            <Badge variant="orange">
              Asked for {PLAN_LABELS[row.request.plan]} trial · {formatDay(row.request.requestedAt)}
            </Badge>
          ) : null}
          {current ? (
            <Badge variant="green">
              {ACCESS_KIND_LABELS[current.kind]} · {PLAN_LABELS[current.plan]} · ends on{' '}
              {formatDay(`${current.endsOn}T00:00:00Z`)}
            </Badge>
          ) : row.access ? (
            <Badge variant="grey">
              {ACCESS_KIND_LABELS[row.access.kind]} ended {formatDay(row.access.endedAt)}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" onClick={onGrant}>
          {current ? 'Extend' : 'Grant Access'}
        </Button>
        {current ? (
          <Button type="button" size="sm" variant="outline" onClick={onEnd}>
            End Now
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Registrations screen, top: open trial requests and granted access; grant, extend or end in one action. */
export function AccessPanel() {
  const list = useAccessList();
  const end = useEndAccess();
  const [granting, setGranting] = useState<AccessRow | null>(null);
  const [ending, setEnding] = useState<AccessRow | null>(null);
  const rows = list.data?.rows ?? [];
  const open = rows.filter((r) => r.request).length;

  return (
    <Card aria-labelledby="access-panel-title">
      <CardHeader className="pb-2">
        <CardTitle id="access-panel-title" className="flex flex-wrap items-center gap-2 text-lg">
          Trials and access{' '}
          {open ? (
            <Badge variant="orange">
              {open} open {open === 1 ? 'request' : 'requests'}
            </Badge>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-slate-400">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading trial requests...
          </p>
        ) : list.isError ? (
          <p className="text-sm text-red-400">
            Failed to load trial requests.{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-400">
            No trial requests or granted access yet. Members ask with 'Start Free Trial' on the pricing cards.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {rows.map((r) => (
              <AccessLine key={r.userId} row={r} onGrant={() => setGranting(r)} onEnd={() => setEnding(r)} />
            ))}
          </ul>
        )}
      </CardContent>
      {granting ? <GrantAccessDialog row={granting} onClose={() => setGranting(null)} /> : null}
      <ConfirmDialog
        open={Boolean(ending)}
        onOpenChange={(o) => (o ? undefined : setEnding(null))}
        title="End access now?"
        description={
          ending ? `${ending.firstName} ${ending.lastName} loses premium access at once and is mailed.` : ''
        }
        confirmLabel="End Access"
        pending={end.isPending}
        onConfirm={() => ending && end.mutate(ending.userId, { onSuccess: () => setEnding(null) })}
      />
    </Card>
  );
}
