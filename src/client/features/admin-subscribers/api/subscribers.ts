import { adminSubscribersApi as api } from '@/core/api/admin-subscribers';
import { billingApi } from '@/core/api/billing';
import type { QueryOf } from '@/core/api/endpoint';
import type { SubscriberInput } from '@/core/schemas/admin';
import { SUBSCRIBERS_PAGE_SIZE } from '@/core/schemas/admin';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery, pagedListQuery } from '@/client/lib/admin-query';

const BASE = api.list.path;
/**
 * What a subscriber change can move: the list, the billing overview card and the members' billing
 * pages, all refetched after every change.
 */
export const BILLING_VIEWS = [
  BASE,
  billingApi.overview.path,
  billingApi.memberBilling.path.split(':')[0],
] as const;
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
  // The select values come from the same enums as the query schema, which the server checks again.
  const query = pagedListQuery(SUBSCRIBERS_PAGE_SIZE, p) as QueryOf<typeof api.list>;
  return useAdminQuery(endpointQuery(api.list, { query }), { refetchInterval: SUBSCRIBERS_REFRESH_MS });
}

// Spec §8: 'Failed to create subscriber: {message}' with the '{status}: {text}' message.
const failure = (verb: string) => (err: Error) => ({
  title: 'Error',
  description: `Failed to ${verb} subscriber: ${serverMessageOr(err, err.message)}`,
});

export const useCreateSubscriber = () =>
  useAdminMutation((body: SubscriberInput) => callEndpoint(api.create, { body }), {
    invalidate: BILLING_VIEWS,
    success: { title: 'Success', description: 'Subscriber created successfully' },
    failure: failure('create'),
  });

export const useUpdateSubscriber = () =>
  useAdminMutation(
    ({ id, ...body }: SubscriberInput & { id: number }) => callEndpoint(api.update, { params: { id }, body }),
    {
      invalidate: BILLING_VIEWS,
      success: { title: 'Success', description: 'Subscriber updated successfully' },
      failure: failure('update'),
    },
  );

export const useDeleteSubscriber = () =>
  useAdminMutation((id: number) => callEndpoint(api.remove, { params: { id } }), {
    invalidate: BILLING_VIEWS,
    success: { title: 'Success', description: 'Subscriber deleted successfully' },
    failure: failure('delete'),
  });
