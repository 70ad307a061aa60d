import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import type { MyTrial, TrialPlan } from '@/core/schemas/trials';

export const MY_TRIAL_KEY = ['/api/account/trial'] as const;

/** GET /api/account/trial: the member's open request and current access. */
export const myTrialQueryOptions = () =>
  queryOptions({
    queryKey: MY_TRIAL_KEY,
    queryFn: () => apiJson<MyTrial>('GET', '/api/account/trial'),
    retry: false,
  });
export const useMyTrial = (enabled: boolean) => useQuery({ ...myTrialQueryOptions(), enabled });

/** POST /api/account/trial: registers interest in a plan. */
export function useRequestTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: TrialPlan) =>
      apiJson<{ ok: true; message: string }>('POST', '/api/account/trial', { plan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TRIAL_KEY }),
  });
}
