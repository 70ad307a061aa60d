import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradersDashboardResponseSchema } from '@/core/schemas/markets';
import type { TradersDashboardResponse } from '@/core/schemas/markets';
import { apiRequest } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';

/** GET /api/traders-dashboard: signed-in users only; its refresh timing is not given, so the defaults apply. */
export async function getTradersDashboard(): Promise<TradersDashboardResponse> {
  const res = await apiRequest('GET', '/api/traders-dashboard');
  return parseAnswer(tradersDashboardResponseSchema, await res.json(), 'dashboard');
}

export const tradersDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['/api/traders-dashboard'], queryFn: getTradersDashboard });

export function useTradersDashboard(enabled: boolean) {
  return useQuery({ ...tradersDashboardQueryOptions(), enabled });
}
