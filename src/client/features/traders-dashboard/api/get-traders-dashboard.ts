import { useQuery } from '@tanstack/react-query';
import { tradersDashboardApi as api } from '@/core/api/traders-dashboard';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/traders-dashboard: signed-in users only; its refresh timing is not given, so the defaults apply. */
export const tradersDashboardQueryOptions = () => endpointQuery(api.dashboard);

export function useTradersDashboard(enabled: boolean) {
  return useQuery({ ...tradersDashboardQueryOptions(), enabled });
}
