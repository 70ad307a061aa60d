import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@/core/api/account';
import type { BodyOf } from '@/core/api/endpoint';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';

/** GET /api/profile: the account as the profile page shows it. */
export const profileQueryOptions = () => queryOptions({ ...endpointQuery(accountApi.profile), retry: false });
export const PROFILE_KEY = profileQueryOptions().queryKey;
export const useProfile = (enabled: boolean) => useQuery({ ...profileQueryOptions(), enabled });

/** POST /api/account/password: other sessions end, this browser keeps a fresh one. */
export const changePassword = (body: BodyOf<typeof accountApi.changePassword>) =>
  callEndpoint(accountApi.changePassword, { body });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** POST /api/account/mobile: an empty value removes the number. */
export const changeMobile = (body: { mobile: string }) => callEndpoint(accountApi.changeMobile, { body });

export function useChangeMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
