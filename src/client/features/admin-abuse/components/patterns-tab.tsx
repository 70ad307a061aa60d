import { Badge } from '@/client/components/ui/badge';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { RiskBadge } from '@/client/components/admin/badges';
import { DataTable } from '@/client/components/admin/data-table';
import type { Column } from '@/client/components/admin/data-table';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import type { AbusePattern } from '@/core/schemas/admin-records';
import { useAbusePatterns, useClientIp } from '../api/abuse';
import { PatternActions } from './pattern-actions';
import { TabBody } from './tab-body';
import { usePatternWrites } from './use-pattern-writes';
import type { PatternAction } from './use-pattern-writes';

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
  const patternWrites = usePatternWrites();
  const own = useClientIp().data?.ipAddress;
  const { confirming } = patternWrites;
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
            actions={{
              head: 'Action',
              cell: (p) => <PatternActions pattern={p} own={own} writes={patternWrites} />,
            }}
          />
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(o) => !o && patternWrites.cancel()}
            title={text.title(confirming?.pattern.ipAddress ?? '')}
            description={text.description}
            confirmLabel={text.label}
            pending={patternWrites.pending}
            onConfirm={patternWrites.confirm}
          />
        </>
      )}
    </TabBody>
  );
}
