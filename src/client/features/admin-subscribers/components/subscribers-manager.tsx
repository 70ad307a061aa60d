import { Plus } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { displayNumber } from '@/client/lib/format';
import { SUBSCRIBERS_PAGE_SIZE } from '@/core/schemas/admin';
import type { Subscriber } from '@/core/schemas/admin';
import { useDeleteSubscriber, useSubscribers } from '../api/subscribers';
import type { SubscriberListParams } from '../api/subscribers';
import { formatDay } from '@/client/lib/admin-format';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { pageCount } from '@/client/components/admin/pager';
import { ListScreen } from '@/client/components/admin/list-screen';
import type { Column } from '@/client/components/admin/data-table';
import { editDeleteColumn } from '@/client/components/admin/row-actions';
import { usePagedParams, useRowDialogs } from '@/client/components/admin/use-row-dialogs';
import { FilterBar } from '@/client/components/admin/filter-bar';
import { SubscriberFilters } from './subscriber-filters';
import { SubscriberFormDialog } from './subscriber-form-dialog';
import { BillingOverviewCard } from './billing-overview-card';
import { DatesCell, PlanCell, StripeCell } from './billing-cells';

const INITIAL: SubscriberListParams = {
  page: 1,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  search: '',
  filterTier: 'all',
  filterStatus: 'all',
  filterActive: 'all',
};

const fullName = (s: Subscriber) => [s.firstName, s.lastName].filter(Boolean).join(' ');
const nameOf = (s: Subscriber) => fullName(s) || 'No Name';
/** Who a delete removes, as the confirmation names them. */
const subjectOf = (s: Subscriber) => (fullName(s) ? `${fullName(s)} (${s.email})` : s.email);

const COLUMNS: Column<Subscriber>[] = [
  {
    head: 'Subscriber',
    cellClass: 'max-w-[220px]',
    cell: (s) => (
      <>
        <div className="truncate font-medium">{nameOf(s)}</div>
        <div className="truncate text-xs text-muted-foreground">{s.email}</div>
        {s.company ? <div className="truncate text-xs text-muted-foreground">{s.company}</div> : null}
      </>
    ),
  },
  {
    head: 'Contact',
    cellClass: 'whitespace-nowrap',
    cell: (s) => (
      <>
        <div>{s.phone || '—'}</div>
        <div className="text-xs text-muted-foreground">Joined {formatDay(s.createdAt)}</div>
      </>
    ),
  },
  // The plan facts of the account (plan, status, trial end, period end) and the Stripe customer.
  { head: 'Plan', cell: (s) => <PlanCell s={s} /> },
  { head: 'Dates', cellClass: 'whitespace-nowrap', cell: (s) => <DatesCell s={s} /> },
  {
    head: 'Revenue',
    align: 'text-right',
    cellClass: 'tabular-nums',
    cell: (s) => displayNumber(s.totalRevenue),
  },
  { head: 'Stripe', cellClass: 'whitespace-nowrap', cell: (s) => <StripeCell s={s} /> },
  {
    head: 'Status',
    cell: (s) =>
      s.isActive ? <Badge variant="green">Active</Badge> : <Badge variant="grey">Inactive</Badge>,
  },
];

/** Subscriber Management body (spec 02 §2): search, filters, table, paging, dialogs. */
export function SubscribersManager() {
  const { params, change, setPage, clear } = usePagedParams(INITIAL);
  const dialogs = useRowDialogs<Subscriber>();
  const list = useSubscribers(params);
  const remove = useDeleteSubscriber();
  const total = list.data?.total ?? 0;
  const rows = list.data?.subscribers ?? [];
  const { deleting } = dialogs;
  const filtered =
    params.search.trim() !== '' ||
    params.filterTier !== 'all' ||
    params.filterStatus !== 'all' ||
    params.filterActive !== 'all';

  return (
    <ListScreen
      above={
        <>
          <BillingOverviewCard />
          <FilterBar
            className="flex flex-col gap-3 sm:flex-row sm:items-center"
            search={{ label: 'Search subscribers', placeholder: 'Search subscribers...' }}
            params={params}
            change={change}
          >
            <Button onClick={() => dialogs.openForm()}>
              <Plus aria-hidden="true" /> Add Subscriber
            </Button>
          </FilterBar>
          <SubscriberFilters params={params} onChange={change} onClear={clear} />
        </>
      }
      title={`Subscribers (${total})`}
      aside={
        <span className="text-sm text-muted-foreground">
          Page {params.page} of {pageCount(total, SUBSCRIBERS_PAGE_SIZE)}
        </span>
      }
      query={list}
      texts={{
        loading: 'Loading subscribers...',
        error: `Error loading subscribers: ${list.error?.message}`,
        empty: filtered ? 'No subscribers found matching your search.' : 'No subscribers yet.',
      }}
      minWidth="min-w-[1100px]"
      rows={rows}
      rowTestId="subscriber-row"
      columns={COLUMNS}
      actions={editDeleteColumn((s) => s.email, dialogs)}
      pager={{
        page: params.page,
        total,
        size: SUBSCRIBERS_PAGE_SIZE,
        onPage: setPage,
      }}
    >
      <SubscriberFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        subscriber={dialogs.editing}
      />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.closeDelete}
        title="Delete Subscriber"
        description="Are you sure you want to delete this subscriber?"
        subject={deleting ? subjectOf(deleting) : undefined}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: dialogs.forgetDelete })}
      />
    </ListScreen>
  );
}
