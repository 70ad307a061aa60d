import { Pencil, Search } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import {
  REGISTRATION_SORT_FIELDS,
  REGISTRATION_STATUSES,
  REGISTRATIONS_PAGE_SIZE,
} from '@/core/schemas/admin-records';
import type { Registration } from '@/core/schemas/admin-records';
import { useRegistrations } from '../api/registrations';
import type { RegistrationListParams } from '../api/registrations';
import { formatDay, labelOf } from '@/client/lib/admin-format';
import { RegistrationStatusBadge } from '@/client/components/admin/badges';
import { Pager } from '@/client/components/admin/pager';
import { optionsOf, SelectField } from '@/client/components/ui/select-field';
import { StatCard } from '@/client/components/admin/stat-card';
import { STICKY_ACTIONS, STICKY_FIRST } from '@/client/components/admin/table-cells';
import { RegistrationDialog } from './registration-dialog';

const INITIAL: RegistrationListParams = {
  page: 1,
  search: '',
  filterStatus: 'all',
  sortBy: 'createdAt',
  sortOrder: 'desc',
};
const SORT_LABELS: Record<string, string> = {
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

/** Registrations (spec §2, §9): cards, search, status filter, sort, 20 per page, edit dialog. */
export function RegistrationsManager({ extras }: { extras?: (userId: number) => ReactNode }) {
  const [params, setParams] = useState(INITIAL);
  const [editing, setEditing] = useState<Registration | null>(null);
  const list = useRegistrations(params);
  const rows = list.data?.registrations ?? [];
  const total = list.data?.total ?? 0;
  const change = (key: keyof RegistrationListParams, value: string) =>
    setParams((p) => ({ ...p, [key]: value, page: 1 }));

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total" value={total} />
        <StatCard label="Active" value={countOf(rows, ['confirmed', 'approved'])} tone="text-green-400" />
        <StatCard
          label="Cancelled"
          value={countOf(rows, ['canc_by_sub', 'canc_by_tig'])}
          tone="text-red-400"
        />
        <StatCard label="Inactive/Spam" value={countOf(rows, ['inactive', 'spam'])} tone="text-orange-300" />
      </div>
      <Card>
        <CardContent className="grid grid-cols-2 items-end gap-3 p-4 lg:grid-cols-4">
          <div className="col-span-2 space-y-1.5 lg:col-span-1">
            <label htmlFor="reg-search" className="text-sm font-medium">
              Search
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="reg-search"
                placeholder="Search by name or email..."
                className="pl-9"
                value={params.search}
                onChange={(e) => change('search', e.target.value)}
              />
            </div>
          </div>
          <SelectField
            id="reg-filter-status"
            className="col-span-2 space-y-1.5 lg:col-span-1"
            label="Status"
            value={params.filterStatus}
            onChange={(v) => change('filterStatus', v)}
            options={[{ value: 'all', label: 'All' }, ...optionsOf(REGISTRATION_STATUSES, labelOf)]}
          />
          <SelectField
            id="reg-sort-by"
            label="Sort by"
            value={params.sortBy}
            onChange={(v) => change('sortBy', v)}
            options={REGISTRATION_SORT_FIELDS.map((f) => ({ value: f, label: SORT_LABELS[f] }))}
          />
          <SelectField
            id="reg-sort-order"
            label="Order"
            value={params.sortOrder}
            onChange={(v) => change('sortOrder', v)}
            options={[
              { value: 'desc', label: 'Descending' },
              { value: 'asc', label: 'Ascending' },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          {list.isLoading ? (
            <p className="py-8 text-center text-muted-foreground">Loading registrations...</p>
          ) : list.isError ? (
            <p role="alert" className="py-8 text-center text-red-400">
              Error loading registrations: {list.error.message}
            </p>
          ) : rows.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">No registrations found</p>
          ) : (
            <Table className="min-w-[900px]">
              <TableHeader className="whitespace-nowrap">
                <TableRow>
                  <TableHead className={STICKY_FIRST}>Name</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Permissions</TableHead>
                  <TableHead>IP Address</TableHead>
                  <TableHead>Registered</TableHead>
                  <TableHead className={STICKY_ACTIONS}>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid="registration-row">
                    <TableCell className={`${STICKY_FIRST} max-w-[220px]`}>
                      <div className="truncate font-medium">
                        {r.firstName} {r.lastName}
                      </div>
                      <div className="truncate text-xs text-muted-foreground">{r.email}</div>
                    </TableCell>
                    <TableCell>
                      <RegistrationStatusBadge value={r.status} />
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        <Flag on={r.enableFutures} label="Futures" />
                        <Flag on={r.enableEquities} label="Equities" />
                        <Flag on={r.enableCryptos} label="Cryptos" />
                        <Flag on={r.isPaidSubscriber} label="Paid" />
                      </div>
                    </TableCell>
                    <TableCell className="font-mono text-xs">{r.ipAddress ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {formatDay(r.createdAt)}
                    </TableCell>
                    <TableCell className={STICKY_ACTIONS}>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(r)}
                        aria-label={`Edit ${r.email}`}
                      >
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Pager
            page={params.page}
            total={total}
            size={REGISTRATIONS_PAGE_SIZE}
            onPage={(page) => setParams((p) => ({ ...p, page }))}
          />
        </CardContent>
      </Card>
      <RegistrationDialog
        registration={editing}
        onOpenChange={(o) => !o && setEditing(null)}
        extras={extras}
      />
    </div>
  );
}
