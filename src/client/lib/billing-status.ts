import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@/core/api/billing';
import { endpointQuery } from '@/client/lib/endpoint-client';

/**
 * GET /api/billing/status: the member's plan, its status and dates, whether the one trial is still unused and
 * whether online payment is set up. Read by the trials feature (plan card, trial dialog) and the landing's
 * pricing cards.
 */
export const billingStatusQueryOptions = () =>
  queryOptions({ ...endpointQuery(billingApi.status), retry: false, staleTime: 0 });
export const BILLING_STATUS_KEY = billingStatusQueryOptions().queryKey;
export const useBillingStatus = (enabled: boolean) => useQuery({ ...billingStatusQueryOptions(), enabled });
