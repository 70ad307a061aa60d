import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import { CONTACT_PAGE_SIZE } from '@/core/schemas/admin-records';
import type { ContactMessage, ContactReply, ContactResponse } from '@/core/schemas/admin-records';
import { useAdminMutation, useAdminQuery, withQuery } from '@/client/lib/admin-query';

const BASE = '/api/admin/contact-messages';

export function useContactMessages(p: { page: number; search: string; filterStatus: string }) {
  return useAdminQuery<{ messages: ContactMessage[]; total: number }>(
    withQuery(BASE, {
      limit: CONTACT_PAGE_SIZE,
      offset: (p.page - 1) * CONTACT_PAGE_SIZE,
      search: p.search.trim(),
      filterStatus: p.filterStatus,
    }),
  );
}

/** GET .../{id}/responses: the reply history of one message, refetched whenever the dialog opens. */
export function useContactResponses(id: number | null) {
  return useQuery<{ responses: ContactResponse[] }>({
    queryKey: [`${BASE}/${id}/responses`],
    enabled: id !== null,
    staleTime: 0,
  });
}

export const useUpdateContactStatus = () =>
  useAdminMutation(
    ({ id, status }: { id: number; status: string }) =>
      apiJson<ContactMessage>('PATCH', `${BASE}/${id}/status`, { status }),
    {
      invalidate: BASE,
      success: { title: 'Status updated' },
      failure: () => ({ title: 'Update failed', description: 'Failed to update contact message status.' }),
    },
  );

/** A failed send keeps the dialog open with the server's reason (not delivered, status kept) and a Retry. */
export const useSendReply = () =>
  useAdminMutation((v: ContactReply) => apiJson('POST', `${BASE}/reply`, v), {
    invalidate: BASE,
    success: { title: 'Reply sent', description: 'Your reply has been sent successfully.' },
    failure: () => ({
      title: 'Failed to send reply',
      description: 'There was an error sending your reply. Please try again.',
    }),
  });
