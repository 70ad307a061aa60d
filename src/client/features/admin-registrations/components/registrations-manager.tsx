import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { REGISTRATION_STATUSES, REGISTRATIONS_PAGE_SIZE } from '@/core/schemas/admin-records';
import type { Registration, REGISTRATION_SORT_FIELDS } from '@/core/schemas/admin-records';
import { useRegistrations } from '../api/registrations';
import type { RegistrationListParams } from '../api/registrations';
import { formatDay } from '@/client/lib/admin-format';
import { RegistrationStatusBadge } from '@/client/components/admin/badges';
import { ListScreen } from '@/client/components/admin/list-screen';
import type { Column } from '@/client/components/admin/data-table';
import { usePagedParams } from '@/client/components/admin/use-row-dialogs';
import { SearchInput } from '@/client/components/admin/search-input';
import { SortControls, StatusFilter } from '@/client/components/admin/filter-bar';
import { StatCard } from '@/client/components/admin/stat-card';
import { RegistrationDialog } from './registration-dialog';

const INITIAL: RegistrationListParams = {
  page: 1,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  search: '',
  filterStatus: 'all',
};
const SORT_LABELS: Record<(typeof REGISTRATION_SORT_FIELDS)[number], string> = {
  createdAt: 'Date',
  email: 'Email',
  firstName: 'First Name',
  status: 'Status',
};
const countOf = (rows: Registration[], statuses: string[]) =>
  rows.filter((r) => statuses.includes(r.status)).length;

function Flag({ on, label }: { on: boolean; label: string }) {
  return <Badge variant={on ? 'green' : 'grey'}>{label}</Badge>;
}

const COLUMNS: Column<Registration>[] = [
  {
    head: 'Name',
    cellClass: 'max-w-[220px]',
    cell: (r) => (
      <>
        <div className="truncate font-medium">
          {r.firstName} {r.lastName}
        </div>
        <div className="truncate text-xs text-muted-foreground">{r.email}</div>
      </>
    ),
  },
  { head: 'Status', cell: (r) => <RegistrationStatusBadge value={r.status} /> },
  {
    head: 'Permissions',
    cell: (r) => (
      <div className="flex flex-wrap gap-1">
        <Flag on={r.enableFutures} label="Futures" />
        <Flag on={r.enableEquities} label="Equities" />
        <Flag on={r.enableCryptos} label="Cryptos" />
        <Flag on={r.isPaidSubscriber} label="Paid" />
      </div>
    ),
  },
  { head: 'IP Address', cellClass: 'font-mono text-xs', cell: (r) => r.ipAddress ?? '—' },
  {
    head: 'Registered',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (r) => formatDay(r.createdAt),
  },
];

/** Registrations (spec §2, §9): cards, search, status filter, sort, 20 per page, edit dialog. */
export function RegistrationsManager({ extras }: { extras?: (userId: number) => ReactNode }) {
  const { params, change, setPage } = usePagedParams(INITIAL);
  const [editing, setEditing] = useState<Registration | null>(null);
  const list = useRegistrations(params);
  const rows = list.data?.registrations ?? [];
  const total = list.data?.total ?? 0;

  return (
    <ListScreen
      above={
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Total" value={total} />
            <StatCard label="Active" value={countOf(rows, ['confirmed', 'approved'])} tone="text-green-400" />
            <StatCard
              label="Cancelled"
              value={countOf(rows, ['canc_by_sub', 'canc_by_tig'])}
              tone="text-red-400"
            />
            <StatCard
              label="Inactive/Spam"
              value={countOf(rows, ['inactive', 'spam'])}
              tone="text-orange-300"
            />
          </div>
          <Card>
            <CardContent className="grid grid-cols-2 items-end gap-3 p-4 lg:grid-cols-4">
              <SearchInput
                id="reg-search"
                className="col-span-2 lg:col-span-1"
                label="Search"
                placeholder="Search by name or email..."
                value={params.search}
                onChange={(v) => change('search', v)}
              />
              <StatusFilter
                id="reg-filter-status"
                className="col-span-2 space-y-1.5 lg:col-span-1"
                statuses={REGISTRATION_STATUSES}
                value={params.filterStatus}
                onChange={(v) => change('filterStatus', v)}
              />
              <SortControls idPrefix="reg-" labels={SORT_LABELS} params={params} onChange={change} />
            </CardContent>
          </Card>
        </>
      }
      query={list}
      texts={{
        loading: 'Loading registrations...',
        error: `Error loading registrations: ${list.error?.message}`,
        empty: 'No registrations found',
      }}
      minWidth="min-w-[900px]"
      rows={rows}
      rowTestId="registration-row"
      columns={COLUMNS}
      actions={{
        cell: (r) => (
          <Button variant="ghost" size="sm" onClick={() => setEditing(r)} aria-label={`Edit ${r.email}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ),
      }}
      pager={{
        page: params.page,
        total,
        size: REGISTRATIONS_PAGE_SIZE,
        onPage: setPage,
      }}
    >
      <RegistrationDialog
        registration={editing}
        onOpenChange={(o) => !o && setEditing(null)}
        extras={extras}
      />
    </ListScreen>
  );
}
