import { apiJson, apiRequest } from '@/client/lib/api';
import type { SubscriberInput, SubscribersList } from '@/core/schemas/admin';
import { SUBSCRIBERS_PAGE_SIZE } from '@/core/schemas/admin';
import { serverMessageOr, useAdminMutation, useAdminQuery, withQuery } from '@/client/lib/admin-query';

const BASE = '/api/admin/subscribers';
export const SUBSCRIBERS_REFRESH_MS = 30_000;

export interface SubscriberListParams {
  page: number;
  sortBy: string;
  sortOrder: string;
  search: string;
  filterTier: string;
  filterStatus: string;
  filterActive: string;
}

/** GET /api/admin/subscribers with the spec's query; refreshed every 30 s. */
export function useSubscribers(p: SubscriberListParams) {
  const url = withQuery(BASE, {
    limit: SUBSCRIBERS_PAGE_SIZE,
    offset: (p.page - 1) * SUBSCRIBERS_PAGE_SIZE,
    sortBy: p.sortBy,
    sortOrder: p.sortOrder,
    search: p.search.trim(),
    filterTier: p.filterTier,
    filterStatus: p.filterStatus,
    filterActive: p.filterActive,
  });
  return useAdminQuery<SubscribersList>(url, { refetchInterval: SUBSCRIBERS_REFRESH_MS });
}

// Spec §8: 'Failed to create subscriber: {message}' with the '{status}: {text}' message.
const failure = (verb: string) => (err: Error) => ({
  title: 'Error',
  description: `Failed to ${verb} subscriber: ${serverMessageOr(err, err.message)}`,
});

export const useCreateSubscriber = () =>
  useAdminMutation((v: SubscriberInput) => apiJson('POST', BASE, v), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber created successfully' },
    failure: failure('create'),
  });

export const useUpdateSubscriber = () =>
  useAdminMutation(({ id, ...v }: SubscriberInput & { id: number }) => apiJson('PATCH', `${BASE}/${id}`, v), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber updated successfully' },
    failure: failure('update'),
  });

export const useDeleteSubscriber = () =>
  useAdminMutation((id: number) => apiRequest('DELETE', `${BASE}/${id}`), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Subscriber deleted successfully' },
    failure: failure('delete'),
  });
