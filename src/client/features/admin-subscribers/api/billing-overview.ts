import { billingApi } from '@/core/api/billing';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { useAdminQuery } from '@/client/lib/admin-query';
import { SUBSCRIBERS_REFRESH_MS } from './subscribers';

/** GET /api/admin/billing/overview: paying members, trials, MRR, cancellations this month. */
export const useBillingOverview = () =>
  useAdminQuery(endpointQuery(billingApi.overview), { refetchInterval: SUBSCRIBERS_REFRESH_MS });
