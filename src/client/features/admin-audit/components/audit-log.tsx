import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { ListScreen } from '@/client/components/admin/list-screen';
import { SearchInput } from '@/client/components/admin/search-input';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { SelectField } from '@/client/components/ui/select-field';
import { toast } from '@/client/components/ui/use-toast';
import { formatDateTime } from '@/client/lib/admin-format';
import { AUDIT_PAGE_SIZE } from '@/core/schemas/admin-audit';
import type { AuditEntry } from '@/core/schemas/admin-audit';
import { allAuditEntries, useAuditFacets, useAuditLog } from '../api/audit';
import { auditCsv, auditCsvName } from '../lib/audit-csv';

interface Filters {
  search: string;
  operator: string;
  action: string;
  from: string;
  to: string;
}
const NONE: Filters = { search: '', operator: 'all', action: 'all', from: '', to: '' };

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

/** The audit log: who did what, when, from where; filters, pages and a CSV export. */
export function AuditLog() {
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = { ...filters, search: filters.search.trim(), page };
  const list = useAuditLog(query);
  const facets = useAuditFacets();
  const change = (key: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries = await allAuditEntries({ ...filters, search: filters.search.trim() });
      const blob = new Blob([auditCsv(entries)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = auditCsvName(new Date().toISOString().slice(0, 10));
      a.click();
      URL.revokeObjectURL(url);
      toast({ title: 'Export complete', description: `${entries.length} audit entries exported` });
    } catch {
      toast({ title: 'Export failed', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const total = list.data?.total ?? 0;
  return (
    <ListScreen<AuditEntry>
      above={
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[repeat(2,minmax(0,1fr))] lg:grid-cols-[minmax(0,1fr)_12rem_12rem_9.5rem_9.5rem_auto] lg:items-end">
          <SearchInput
            id="audit-search"
            label="Search"
            placeholder="Operator, action, target, IP or value"
            value={filters.search}
            onChange={(v) => change('search', v)}
          />
          <SelectField
            id="audit-operator"
            label="Operator"
            value={filters.operator}
            onChange={(v) => change('operator', v)}
            options={[
              { value: 'all', label: 'All' },
              ...(facets.data?.operators ?? []).map((o) => ({ value: o, label: o })),
            ]}
          />
          <SelectField
            id="audit-action"
            label="Action"
            value={filters.action}
            onChange={(v) => change('action', v)}
            options={[
              { value: 'all', label: 'All' },
              ...(facets.data?.actions ?? []).map((o) => ({ value: o, label: o })),
            ]}
          />
          <div className="space-y-1.5">
            <Label htmlFor="audit-from">From</Label>
            <Input
              id="audit-from"
              type="date"
              value={filters.from}
              onChange={(e) => change('from', e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="audit-to">To</Label>
            <Input
              id="audit-to"
              type="date"
              value={filters.to}
              onChange={(e) => change('to', e.target.value)}
            />
          </div>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || total === 0}>
            {exporting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Export CSV
          </Button>
        </div>
      }
      title="Audit log"
      description="Every admin write, newest first. Rows cannot be changed or deleted."
      query={list}
      texts={{ empty: 'No audit entries found', error: 'Failed to fetch the audit log' }}
      rows={list.data?.entries ?? []}
      rowTestId="audit-row"
      minWidth="min-w-[960px]"
      columns={[
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
      ]}
      pager={{ page, total, size: AUDIT_PAGE_SIZE, onPage: setPage, noun: 'entries' }}
    />
  );
}
