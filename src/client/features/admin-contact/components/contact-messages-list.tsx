import { Eye, Reply } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { CONTACT_PAGE_SIZE, CONTACT_STATUSES } from '@/core/schemas/admin-records';
import type { ContactMessage } from '@/core/schemas/admin-records';
import { useContactMessages } from '../api/contact-messages';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import { ContactStatusBadge } from '@/client/components/admin/badges';
import { showingText } from '@/client/components/admin/pager';
import { ListScreen } from '@/client/components/admin/list-screen';
import type { Column } from '@/client/components/admin/data-table';
import { usePagedParams } from '@/client/components/admin/use-row-dialogs';
import { FilterBar } from '@/client/components/admin/filter-bar';
import { MessageDialog } from './message-dialog';
import { ReplyDialog } from './reply-dialog';

const FIRST_PAGE = { page: 1, search: '', filterStatus: 'all' };

const COLUMNS: Column<ContactMessage>[] = [
  {
    head: 'From',
    cellClass: 'max-w-[200px]',
    cell: (m) => (
      <>
        <div className="truncate font-medium">{m.name}</div>
        <div className="truncate text-xs text-muted-foreground">{m.email}</div>
      </>
    ),
  },
  { head: 'Subject', cellClass: 'max-w-[260px] truncate', cell: (m) => m.subject },
  { head: 'Type', cell: (m) => labelOf(m.inquiryType) },
  { head: 'Status', cell: (m) => <ContactStatusBadge value={m.status} /> },
  {
    head: 'Received',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (m) => formatDateTime(m.submittedAt),
  },
];

/** Contact messages: search, status filter, 50 per page, paging only above 50 (spec §2, §9). */
export function ContactMessagesList() {
  const { params, change, setPage } = usePagedParams(FIRST_PAGE);
  const { page } = params;
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [replyTo, setReplyTo] = useState<ContactMessage | null>(null);
  const list = useContactMessages(params);
  const rows = list.data?.messages ?? [];
  const total = list.data?.total ?? 0;
  // The dialog keeps the message it opened with, and takes the list's newer copy while the page has it
  // (a refetch after a status change). A status filter or newer messages can take it off the page:
  // the dialog stays open with the copy it has (a status change there brings the server's answer).
  const fresh = open ? rows.find((m) => m.id === open.id) : undefined;
  if (fresh && fresh !== open) setOpen(fresh);

  return (
    <ListScreen
      toolbar={
        <FilterBar
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          search={{
            label: 'Search contact messages',
            placeholder: 'Search by name, email, subject or text...',
          }}
          status={{ id: 'contact-filter-status', statuses: CONTACT_STATUSES }}
          params={params}
          change={change}
        />
      }
      query={list}
      texts={{ loading: 'Loading...', error: 'Failed to fetch contact messages', empty: 'No messages found' }}
      intro={
        <p className="text-sm text-muted-foreground">
          {showingText(page, CONTACT_PAGE_SIZE, total, 'messages')}
        </p>
      }
      minWidth="min-w-[860px]"
      rows={rows}
      rowTestId="contact-row"
      columns={COLUMNS}
      actions={{
        cell: (m) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" onClick={() => setOpen(m)}>
              <Eye aria-hidden="true" /> <span className="sr-only sm:not-sr-only">View</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setReplyTo(m)}>
              <Reply aria-hidden="true" /> <span className="sr-only sm:not-sr-only">Reply</span>
            </Button>
          </div>
        ),
      }}
      pager={{
        // Paging controls only above 50 messages (spec §2); the page is still brought back when the
        // list shrinks under it (a status filter on, one changed on the last page).
        onlyWhenPaged: true,
        compact: true,
        showCount: false,
        page,
        total,
        size: CONTACT_PAGE_SIZE,
        onPage: setPage,
        noun: 'messages',
      }}
    >
      <MessageDialog
        message={open}
        onOpenChange={(o) => !o && setOpen(null)}
        onChanged={(m) => setOpen((o) => (o?.id === m.id ? m : o))}
        onReply={(m) => {
          setOpen(null);
          setReplyTo(m);
        }}
      />
      <ReplyDialog message={replyTo} onOpenChange={(o) => !o && setReplyTo(null)} />
    </ListScreen>
  );
}
