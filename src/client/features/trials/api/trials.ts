import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trialsApi } from '@/core/api/trials';
import type { TrialPlan } from '@/core/schemas/trials';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/account/trial: the member's open request and current access. */
export const myTrialQueryOptions = () => queryOptions({ ...endpointQuery(trialsApi.myTrial), retry: false });
export const MY_TRIAL_KEY = myTrialQueryOptions().queryKey;
export const useMyTrial = (enabled: boolean) => useQuery({ ...myTrialQueryOptions(), enabled });

/** POST /api/account/trial: registers interest in a plan. */
export function useRequestTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: TrialPlan) => callEndpoint(trialsApi.requestTrial, { body: { plan } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TRIAL_KEY }),
  });
}
