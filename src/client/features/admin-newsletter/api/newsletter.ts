import { apiJson, apiRequest } from '@/client/lib/api';
import { NEWSLETTER_PAGE_SIZE } from '@/core/schemas/admin-records';
import type { NewsletterCreate, NewsletterPatch, NewsletterSubscriber } from '@/core/schemas/admin-records';
import { serverMessageOr, useAdminMutation, useAdminQuery, withQuery } from '@/client/lib/admin-query';

const BASE = '/api/admin/newsletter-subscribers';

export interface NewsletterList {
  subscribers: NewsletterSubscriber[];
  total: number;
  stats: { total: number; active: number; pending: number; unsubscribed: number; bounced: number };
}

export function useNewsletterSubscribers(p: { page: number; search: string; filterStatus: string }) {
  return useAdminQuery<NewsletterList>(
    withQuery(BASE, {
      limit: NEWSLETTER_PAGE_SIZE,
      offset: (p.page - 1) * NEWSLETTER_PAGE_SIZE,
      search: p.search.trim(),
      filterStatus: p.filterStatus,
    }),
  );
}

export const useAddNewsletterSubscriber = () =>
  useAdminMutation((v: NewsletterCreate) => apiJson('POST', BASE, v), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber added successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to add subscriber') }),
  });

export const useUpdateNewsletterSubscriber = () =>
  useAdminMutation(({ id, ...v }: NewsletterPatch & { id: number }) => apiJson('PATCH', `${BASE}/${id}`, v), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber updated successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to update subscriber') }),
  });

export const useDeleteNewsletterSubscriber = () =>
  useAdminMutation((id: number) => apiRequest('DELETE', `${BASE}/${id}`), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber deleted successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to delete subscriber') }),
  });
