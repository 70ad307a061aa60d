import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import type { ProfileDto } from '@/core/schemas/auth';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';

export const PROFILE_KEY = ['/api/profile'] as const;

/** GET /api/profile: the account as the profile page shows it. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: () => apiJson<ProfileDto>('GET', '/api/profile'),
    retry: false,
  });
export const useProfile = (enabled: boolean) => useQuery({ ...profileQueryOptions(), enabled });

type Ok = { ok: true; message: string };

/** POST /api/account/password: other sessions end, this browser keeps a fresh one. */
export const changePassword = (body: {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}) => apiJson<Ok>('POST', '/api/account/password', body);
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** POST /api/account/mobile: an empty value removes the number. */
export const changeMobile = (body: { mobile: string }) => apiJson<Ok>('POST', '/api/account/mobile', body);

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
