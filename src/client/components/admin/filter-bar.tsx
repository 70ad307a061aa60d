import type { ReactNode } from 'react';
import { optionsOf } from '@/client/components/ui/options';
import { SelectField } from '@/client/components/ui/select-field';
import { labelOf } from '@/client/lib/admin-format';
import { SearchInput } from './search-input';

/** 'Status' select of an admin list: All, then each status by its label. */
export function StatusFilter({
  id,
  statuses,
  value,
  onChange,
  className,
  label = 'Status',
}: {
  id: string;
  statuses: readonly string[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  label?: string;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      className={className}
      value={value}
      onChange={onChange}
      options={[{ value: 'all', label: 'All' }, ...optionsOf(statuses, labelOf)]}
    />
  );
}

/** The row above an admin list: search box, optional status filter, then the screen's buttons. */
export function FilterBar({
  className,
  search,
  status,
  params,
  change,
  children,
}: {
  className: string;
  search: { label: string; placeholder: string };
  /** The status select; its width applies from the small breakpoint unless className says otherwise. */
  status?: { id: string; statuses: readonly string[]; className?: string };
  params: { search: string; filterStatus?: string };
  change: (key: 'search' | 'filterStatus', value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <SearchInput {...search} value={params.search} onChange={(v) => change('search', v)} />
      {status ? (
        <StatusFilter
          className="space-y-1.5 sm:w-48"
          {...status}
          value={params.filterStatus ?? 'all'}
          onChange={(v) => change('filterStatus', v)}
        />
      ) : null}
      {children}
    </div>
  );
}

const ORDERS = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** 'Sort by' (the list's sort fields by label) and 'Order' (descending first). */
export function SortControls<K extends string>({
  idPrefix = '',
  labels,
  params: { sortBy, sortOrder },
  onChange,
}: {
  /** Put before the selects' ids 'sort-by' and 'sort-order'. */
  idPrefix?: string;
  /** Every sort field of the list (typed by the query schema's fields) with its label, in the order offered. */
  labels: Record<K, string>;
  params: { sortBy: string; sortOrder: string };
  onChange: (key: 'sortBy' | 'sortOrder', value: string) => void;
}) {
  return (
    <>
      <SelectField
        id={`${idPrefix}sort-by`}
        label="Sort by"
        value={sortBy}
        onChange={(v) => onChange('sortBy', v)}
        options={Object.entries<string>(labels).map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        id={`${idPrefix}sort-order`}
        label="Order"
        value={sortOrder}
        onChange={(v) => onChange('sortOrder', v)}
        options={ORDERS}
      />
    </>
  );
}
