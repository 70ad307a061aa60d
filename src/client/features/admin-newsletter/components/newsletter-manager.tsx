import { Download, Plus } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { NEWSLETTER_PAGE_SIZE, NEWSLETTER_STATUSES } from '@/core/schemas/admin-records';
import type { NewsletterSubscriber } from '@/core/schemas/admin-records';
import { useDeleteNewsletterSubscriber, useNewsletterSubscribers } from '../api/newsletter';
import { downloadText } from '../lib/csv';
import { formatDay } from '@/client/lib/admin-format';
import { newsletterCsv, newsletterCsvName } from '../lib/newsletter-csv';
import { NewsletterStatusBadge } from '@/client/components/admin/badges';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ListScreen } from '@/client/components/admin/list-screen';
import type { Column } from '@/client/components/admin/data-table';
import { editDeleteColumn } from '@/client/components/admin/row-actions';
import { usePagedParams, useRowDialogs } from '@/client/components/admin/use-row-dialogs';
import { FilterBar } from '@/client/components/admin/filter-bar';
import { StatCard } from '@/client/components/admin/stat-card';
import { NewsletterFormDialog } from './newsletter-form-dialog';

const FIRST_PAGE = { page: 1, search: '', filterStatus: 'all' };

const COLUMNS: Column<NewsletterSubscriber>[] = [
  { head: 'Email', cellClass: 'max-w-[220px] truncate  font-medium', cell: (s) => s.email },
  { head: 'Name', cell: (s) => [s.firstName, s.lastName].filter(Boolean).join(' ') || '—' },
  { head: 'Status', cell: (s) => <NewsletterStatusBadge value={s.status} /> },
  { head: 'Source', cell: (s) => s.source },
  {
    head: 'Tags',
    cell: (s) => (
      <div className="flex max-w-[220px] flex-wrap gap-1">
        {s.tags.map((t) => (
          <Badge key={t} variant="outline">
            {t}
          </Badge>
        ))}
      </div>
    ),
  },
  { head: 'Emails Sent', align: 'text-right', cellClass: 'tabular-nums', cell: (s) => s.emailsSent },
  {
    head: 'Subscribed',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (s) => formatDay(s.subscribedAt),
  },
];

/** Newsletter management (spec §2): stats, search, status filter, 25 per page, dialogs, Export CSV. */
export function NewsletterManager() {
  const { params, change, setPage } = usePagedParams(FIRST_PAGE);
  const dialogs = useRowDialogs<NewsletterSubscriber>();
  const { deleting } = dialogs;
  const list = useNewsletterSubscribers(params);
  const remove = useDeleteNewsletterSubscriber();
  const rows = list.data?.subscribers ?? [];
  const total = list.data?.total ?? 0;
  const stats = list.data?.stats;

  return (
    <ListScreen
      above={
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <StatCard
              label="Total Subscribers"
              value={stats?.total ?? 0}
              className="col-span-2 lg:col-span-1"
            />
            <StatCard label="Active" value={stats?.active ?? 0} tone="text-green-400" />
            <StatCard label="Pending" value={stats?.pending ?? 0} tone="text-yellow-300" />
            <StatCard label="Unsubscribed" value={stats?.unsubscribed ?? 0} tone="text-slate-300" />
            <StatCard label="Bounced" value={stats?.bounced ?? 0} tone="text-red-400" />
          </div>
          <FilterBar
            className="flex flex-col gap-3 lg:flex-row lg:items-end"
            search={{ label: 'Search newsletter subscribers', placeholder: 'Search by email or name...' }}
            status={{
              id: 'nl-filter-status',
              statuses: NEWSLETTER_STATUSES,
              className: 'space-y-1.5 lg:w-48',
            }}
            params={params}
            change={change}
          >
            <div className="flex gap-2">
              <Button
                variant="outline"
                disabled={rows.length === 0}
                onClick={() => downloadText(newsletterCsvName(new Date()), newsletterCsv(rows))}
              >
                <Download aria-hidden="true" /> Export CSV
              </Button>
              <Button onClick={() => dialogs.openForm()}>
                <Plus aria-hidden="true" /> Add Subscriber
              </Button>
            </div>
          </FilterBar>
        </>
      }
      query={list}
      texts={{
        loading: 'Loading subscribers...',
        error: `Error loading subscribers: ${list.error?.message}`,
        empty: 'No newsletter subscribers found',
      }}
      minWidth="min-w-[900px]"
      rows={rows}
      rowTestId="newsletter-row"
      columns={COLUMNS}
      actions={editDeleteColumn((s) => s.email, dialogs)}
      pager={{ page: params.page, total, size: NEWSLETTER_PAGE_SIZE, onPage: setPage }}
    >
      <NewsletterFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        subscriber={dialogs.editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={dialogs.closeDelete}
        title="Delete Subscriber"
        description={`Are you sure you want to delete ${deleting?.email ?? 'this subscriber'} from the newsletter list?`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: dialogs.forgetDelete })}
      />
    </ListScreen>
  );
}
