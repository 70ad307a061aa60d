import { Ban, LockOpen, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { RiskBadge } from '@/client/components/admin/badges';
import { DataTable } from '@/client/components/admin/data-table';
import type { Column } from '@/client/components/admin/data-table';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import type { AbusePattern } from '@/core/schemas/admin-records';
import {
  useAbusePatterns,
  useBlockIp,
  useClientIp,
  useRemoveWhitelist,
  useUnblockIp,
  useWhitelistIp,
} from '../api/abuse';
import { TabBody } from './tab-body';

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

/** What each confirmation says (Whitelist and its removal ask first, as Block does). */
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

/** Abuse Patterns: each address's risk, with block, unblock and the whitelist. */
export function PatternsTab() {
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
