import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { displayNumber } from '@/client/lib/format';
import { SUBSCRIBERS_PAGE_SIZE } from '@/core/schemas/admin';
import type { Subscriber } from '@/core/schemas/admin';
import { useDeleteSubscriber, useSubscribers } from '../api/subscribers';
import type { SubscriberListParams } from '../api/subscribers';
import { formatDay } from '@/client/lib/admin-format';
import { SubscriptionStatusBadge, TierBadge } from '@/client/components/admin/badges';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Pager, pageCount } from '@/client/components/admin/pager';
import { RowActions } from '@/client/components/admin/row-actions';
import { SearchInput } from '@/client/components/admin/search-input';
import { STICKY_ACTIONS, STICKY_FIRST } from '@/client/components/admin/table-cells';
import { SubscriberFilters } from './subscriber-filters';
import type { FilterKey } from './subscriber-filters';
import { SubscriberFormDialog } from './subscriber-form-dialog';

const INITIAL: SubscriberListParams = {
  page: 1,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  search: '',
  filterTier: 'all',
  filterStatus: 'all',
  filterActive: 'all',
};

const nameOf = (s: Subscriber) => [s.firstName, s.lastName].filter(Boolean).join(' ') || 'No Name';

/** Subscriber Management body (spec 02 §2): search, filters, table, paging, dialogs. */
export function SubscribersManager() {
  const [params, setParams] = useState(INITIAL);
  const [editing, setEditing] = useState<Subscriber | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const list = useSubscribers(params);
  const remove = useDeleteSubscriber();

  // Any change of search, sort or filter goes back to the first page (spec §4).
  const change = (key: FilterKey | 'search', value: string) =>
    setParams((p) => ({ ...p, [key]: value, page: 1 }));
  const total = list.data?.total ?? 0;
  const rows = list.data?.subscribers ?? [];
  const filtered =
    params.search.trim() !== '' ||
    params.filterTier !== 'all' ||
    params.filterStatus !== 'all' ||
    params.filterActive !== 'all';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Search subscribers"
          placeholder="Search subscribers..."
          value={params.search}
          onChange={(v) => change('search', v)}
        />
        <Button
          onClick={() => {
            setEditing(undefined);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden="true" /> Add Subscriber
        </Button>
      </div>

      <SubscriberFilters params={params} onChange={change} onClear={() => setParams(INITIAL)} />

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
          <CardTitle className="text-lg">Subscribers ({total})</CardTitle>
          <span className="text-sm text-muted-foreground">
            Page {params.page} of {pageCount(total, SUBSCRIBERS_PAGE_SIZE)}
          </span>
        </CardHeader>
        <CardContent>
          {list.isLoading ? (
            <p className="py-8 text-center text-muted-foreground">Loading subscribers...</p>
          ) : list.isError ? (
            <p role="alert" className="py-8 text-center text-red-400">
              Error loading subscribers: {list.error.message}
            </p>
          ) : rows.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {filtered ? 'No subscribers found matching your search.' : 'No subscribers yet.'}
            </p>
          ) : (
            <Table className="min-w-[900px]">
              <TableHeader className="whitespace-nowrap">
                <TableRow>
                  <TableHead className={STICKY_FIRST}>Subscriber</TableHead>
                  <TableHead>Contact</TableHead>
                  <TableHead>Subscription</TableHead>
                  <TableHead className="text-right">Revenue</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className={STICKY_ACTIONS}>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((s) => (
                  <TableRow key={s.id} data-testid="subscriber-row">
                    <TableCell className={`${STICKY_FIRST} max-w-[220px]`}>
                      <div className="truncate font-medium">{nameOf(s)}</div>
                      <div className="truncate text-xs text-muted-foreground">{s.email}</div>
                      {s.company ? (
                        <div className="truncate text-xs text-muted-foreground">{s.company}</div>
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <div>{s.phone || '—'}</div>
                      <div className="text-xs text-muted-foreground">Joined {formatDay(s.createdAt)}</div>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        <TierBadge value={s.subscriptionTier} />
                        <SubscriptionStatusBadge value={s.subscriptionStatus} />
                      </div>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{displayNumber(s.totalRevenue)}</TableCell>
                    <TableCell>
                      {s.isActive ? (
                        <Badge variant="green">Active</Badge>
                      ) : (
                        <Badge variant="grey">Inactive</Badge>
                      )}
                    </TableCell>
                    <TableCell className={STICKY_ACTIONS}>
                      <RowActions
                        label={s.email}
                        onEdit={() => {
                          setEditing(s);
                          setFormOpen(true);
                        }}
                        onDelete={() => setDeleting(s)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Pager
            page={params.page}
            total={total}
            size={SUBSCRIBERS_PAGE_SIZE}
            onPage={(page) => setParams((p) => ({ ...p, page }))}
          />
        </CardContent>
      </Card>

      <SubscriberFormDialog open={formOpen} onOpenChange={setFormOpen} subscriber={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Subscriber"
        description="Are you sure you want to delete this subscriber?"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
