import type { ReactNode } from 'react';
import { SearchInput } from '@/client/components/admin/search-input';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { SelectField } from '@/client/components/ui/select-field';

export interface AuditFilters {
  search: string;
  operator: string;
  action: string;
  from: string;
  to: string;
}
export const NO_FILTERS: AuditFilters = { search: '', operator: 'all', action: 'all', from: '', to: '' };

type Change = (key: keyof AuditFilters, value: string) => void;

/** 'All' first, then each value the log holds. */
const allAnd = (values: string[] | undefined) => [
  { value: 'all', label: 'All' },
  ...(values ?? []).map((o) => ({ value: o, label: o })),
];

function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The filter row above the log; `children` (the export) closes the row. */
export function AuditFilterBar({
  filters,
  change,
  operators,
  actions,
  children,
}: {
  filters: AuditFilters;
  change: Change;
  operators: string[] | undefined;
  actions: string[] | undefined;
  children: ReactNode;
}) {
  return (
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
        options={allAnd(operators)}
      />
      <SelectField
        id="audit-action"
        label="Action"
        value={filters.action}
        onChange={(v) => change('action', v)}
        options={allAnd(actions)}
      />
      <DateFilter id="audit-from" label="From" value={filters.from} onChange={(v) => change('from', v)} />
      <DateFilter id="audit-to" label="To" value={filters.to} onChange={(v) => change('to', v)} />
      {children}
    </div>
  );
}
