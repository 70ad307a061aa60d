import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { Column } from '@/client/components/admin/data-table';
import { ListScreen } from '@/client/components/admin/list-screen';
import { Button } from '@/client/components/ui/button';
import { formatDateTime } from '@/client/lib/admin-format';
import { AUDIT_PAGE_SIZE } from '@/core/schemas/admin-audit';
import type { AuditEntry } from '@/core/schemas/admin-audit';
import { useAuditFacets, useAuditLog } from '../api/audit';
import { AuditFilterBar, NO_FILTERS } from './audit-filters';
import type { AuditFilters } from './audit-filters';
import { useAuditExport } from './use-audit-export';

/** 'status: unsubscribed -> active' per changed field; a created or deleted row shows its side only. */
export function changesText(e: Pick<AuditEntry, 'before' | 'after'>): string {
  const obj = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const b = obj(e.before);
  const a = obj(e.after);
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  if (b && a)
    return Object.keys({ ...b, ...a })
      .map((k) => `${k}: ${show(b[k])} -> ${show(a[k])}`)
      .join('; ');
  if (a)
    return `created: ${Object.entries(a)
      .map(([k, v]) => `${k}=${show(v)}`)
      .join(', ')}`;
  if (b)
    return `removed: ${Object.entries(b)
      .map(([k, v]) => `${k}=${show(v)}`)
      .join(', ')}`;
  return '';
}

const COLUMNS: Column<AuditEntry>[] = [
  { head: 'At (UTC)', cellClass: 'whitespace-nowrap', cell: (e) => formatDateTime(e.at) },
  { head: 'Operator', cell: (e) => <span className="break-all">{e.operator}</span> },
  { head: 'Action', cellClass: 'whitespace-nowrap font-mono text-xs', cell: (e) => e.action },
  {
    head: 'Target',
    cell: (e) => (
      <span className="break-all">
        {e.targetType ?? ''}
        {e.targetId ? ` #${e.targetId}` : ''}
      </span>
    ),
  },
  {
    head: 'Changes',
    cell: (e) => (
      <span
        className="line-clamp-3 max-w-[28rem] break-all text-xs text-muted-foreground"
        title={changesText(e)}
      >
        {changesText(e)}
        {e.reason ? ` (reason: ${e.reason})` : ''}
      </span>
    ),
  },
  { head: 'IP', cellClass: 'whitespace-nowrap', cell: (e) => e.ip ?? '—' },
];

/** The audit log: who did what, when, from where; filters, pages and a CSV export. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { exporting, exportCsv } = useAuditExport();
  const query = { ...filters, search: filters.search.trim(), page };
  const list = useAuditLog(query);
  const facets = useAuditFacets();
  const change = (key: keyof AuditFilters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const total = list.data?.total ?? 0;
  return (
    <ListScreen<AuditEntry>
      above={
        <AuditFilterBar
          filters={filters}
          change={change}
          operators={facets.data?.operators}
          actions={facets.data?.actions}
        >
          <Button
            variant="outline"
            onClick={() => void exportCsv(filters)}
            disabled={exporting || total === 0}
          >
            {exporting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Export CSV
          </Button>
        </AuditFilterBar>
      }
      title="Audit log"
      description="Every admin write, newest first. Rows cannot be changed or deleted."
      query={list}
      texts={{ empty: 'No audit entries found', error: 'Failed to fetch the audit log' }}
      rows={list.data?.entries ?? []}
      rowTestId="audit-row"
      minWidth="min-w-[960px]"
      columns={COLUMNS}
      pager={{ page, total, size: AUDIT_PAGE_SIZE, onPage: setPage, noun: 'entries' }}
    />
  );
}
