import { Eye, Reply } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { CONTACT_PAGE_SIZE, CONTACT_STATUSES } from '@/core/schemas/admin-records';
import type { ContactMessage } from '@/core/schemas/admin-records';
import { useContactMessages } from '../api/contact-messages';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import { ContactStatusBadge } from '@/client/components/admin/badges';
import { Pager, showingText } from '@/client/components/admin/pager';
import { SearchInput } from '@/client/components/admin/search-input';
import { optionsOf, SelectField } from '@/client/components/ui/select-field';
import { STICKY_ACTIONS, STICKY_FIRST } from '@/client/components/admin/table-cells';
import { MessageDialog } from './message-dialog';
import { ReplyDialog } from './reply-dialog';

/** Contact messages: search, status filter, 50 per page, paging only above 50 (spec §2, §9). */
export function ContactMessagesList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filterStatus, setFilterStatus] = useState('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const [replyTo, setReplyTo] = useState<ContactMessage | null>(null);
  const list = useContactMessages({ page, search, filterStatus });
  const rows = list.data?.messages ?? [];
  const total = list.data?.total ?? 0;
  // The dialog follows the list, so a status change shows as soon as the list is refetched.
  const open = rows.find((m) => m.id === openId) ?? null;

  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            label="Search contact messages"
            placeholder="Search by name, email, subject or text..."
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
          <SelectField
            id="contact-filter-status"
            label="Status"
            className="space-y-1.5 sm:w-48"
            value={filterStatus}
            onChange={(v) => {
              setFilterStatus(v);
              setPage(1);
            }}
            options={[{ value: 'all', label: 'All' }, ...optionsOf(CONTACT_STATUSES, labelOf)]}
          />
        </div>
        {list.isLoading ? (
          <p className="py-8 text-center text-muted-foreground">Loading...</p>
        ) : list.isError ? (
          <p role="alert" className="py-8 text-center text-red-400">
            Failed to fetch contact messages
          </p>
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No messages found</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {showingText(page, CONTACT_PAGE_SIZE, total, 'messages')}
            </p>
            <Table className="min-w-[860px]">
              <TableHeader className="whitespace-nowrap">
                <TableRow>
                  <TableHead className={STICKY_FIRST}>From</TableHead>
                  <TableHead>Subject</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Received</TableHead>
                  <TableHead className={STICKY_ACTIONS}>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((m) => (
                  <TableRow key={m.id} data-testid="contact-row">
                    <TableCell className={`${STICKY_FIRST} max-w-[200px]`}>
                      <div className="truncate font-medium">{m.name}</div>
                      <div className="truncate text-xs text-muted-foreground">{m.email}</div>
                    </TableCell>
                    <TableCell className="max-w-[260px] truncate">{m.subject}</TableCell>
                    <TableCell>{labelOf(m.inquiryType)}</TableCell>
                    <TableCell>
                      <ContactStatusBadge value={m.status} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {formatDateTime(m.submittedAt)}
                    </TableCell>
                    <TableCell className={STICKY_ACTIONS}>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="sm" onClick={() => setOpenId(m.id)}>
                          <Eye aria-hidden="true" /> <span className="sr-only sm:not-sr-only">View</span>
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => setReplyTo(m)}>
                          <Reply aria-hidden="true" /> <span className="sr-only sm:not-sr-only">Reply</span>
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {total > CONTACT_PAGE_SIZE ? (
          <Pager
            compact
            showCount={false}
            page={page}
            total={total}
            size={CONTACT_PAGE_SIZE}
            onPage={setPage}
            noun="messages"
          />
        ) : null}
      </CardContent>
      <MessageDialog
        message={open}
        onOpenChange={(o) => !o && setOpenId(null)}
        onReply={(m) => {
          setOpenId(null);
          setReplyTo(m);
        }}
      />
      <ReplyDialog message={replyTo} onOpenChange={(o) => !o && setReplyTo(null)} />
    </Card>
  );
}
