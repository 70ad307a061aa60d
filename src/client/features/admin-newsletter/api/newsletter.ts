import { adminNewsletterApi as api } from '@/core/api/admin-newsletter';
import type { AnswerOf, QueryOf } from '@/core/api/endpoint';
import { NEWSLETTER_PAGE_SIZE } from '@/core/schemas/admin-records';
import type { NewsletterCreate, NewsletterPatch } from '@/core/schemas/admin-records';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery, pagedListQuery } from '@/client/lib/admin-query';

const BASE = api.list.path;

export type NewsletterList = AnswerOf<typeof api.list>;

export function useNewsletterSubscribers(p: { page: number; search: string; filterStatus: string }) {
  // The select values come from the same enum as the query schema, which the server checks again.
  const query = pagedListQuery(NEWSLETTER_PAGE_SIZE, p) as QueryOf<typeof api.list>;
  return useAdminQuery(endpointQuery(api.list, { query }));
}

export const useAddNewsletterSubscriber = () =>
  useAdminMutation((body: NewsletterCreate) => callEndpoint(api.create, { body }), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber added successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to add subscriber') }),
  });

export const useUpdateNewsletterSubscriber = () =>
  useAdminMutation(
    ({ id, ...body }: NewsletterPatch & { id: number }) => callEndpoint(api.update, { params: { id }, body }),
    {
      invalidate: BASE,
      success: { title: 'Success', description: 'Subscriber updated successfully' },
      failure: (err) => ({
        title: 'Error',
        description: serverMessageOr(err, 'Failed to update subscriber'),
      }),
    },
  );

export const useDeleteNewsletterSubscriber = () =>
  useAdminMutation((id: number) => callEndpoint(api.remove, { params: { id } }), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber deleted successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to delete subscriber') }),
  });
