import { useQuery } from '@tanstack/react-query';
import { adminContactApi as api } from '@/core/api/admin-contact';
import type { BodyOf, QueryOf } from '@/core/api/endpoint';
import { CONTACT_PAGE_SIZE } from '@/core/schemas/admin-records';
import type { ContactReply } from '@/core/schemas/admin-records';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { useAdminMutation, useAdminQuery, pagedListQuery } from '@/client/lib/admin-query';

const BASE = api.list.path;

export function useContactMessages(p: { page: number; search: string; filterStatus: string }) {
  // The select values come from the same enum as the query schema, which the server checks again.
  const query = pagedListQuery(CONTACT_PAGE_SIZE, p) as QueryOf<typeof api.list>;
  return useAdminQuery(endpointQuery(api.list, { query }));
}

/** GET .../{id}/responses: the reply history of one message, refetched whenever the dialog opens. */
export function useContactResponses(id: number | null) {
  // With no message open the query is disabled; the id 0 only fills its (never fetched) key.
  return useQuery({
    ...endpointQuery(api.responses, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export const useUpdateContactStatus = () =>
  useAdminMutation(
    // The select offers CONTACT_STATUSES only, the enum of the body schema (which the server checks again).
    ({ id, status }: { id: number; status: string }) =>
      callEndpoint(api.setStatus, { params: { id }, body: { status } as BodyOf<typeof api.setStatus> }),
    {
      invalidate: BASE,
      success: { title: 'Status updated' },
      failure: () => ({ title: 'Update failed', description: 'Failed to update contact message status.' }),
    },
  );

/** A failed send keeps the dialog open with the server's reason (not delivered, status kept) and a Retry. */
export const useSendReply = () =>
  useAdminMutation((body: ContactReply) => callEndpoint(api.reply, { body }), {
    invalidate: BASE,
    success: { title: 'Reply sent', description: 'Your reply has been sent successfully.' },
    failure: () => ({
      title: 'Failed to send reply',
      description: 'There was an error sending your reply. Please try again.',
    }),
  });
