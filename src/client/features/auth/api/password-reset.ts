import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/core/api/auth';
import type { BodyOf } from '@/core/api/endpoint';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';

/** POST /api/forgot-password: the same answer whether or not the address has an account. */
export const requestPasswordReset = (body: { email: string }) =>
  callEndpoint(authApi.forgotPassword, { body });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** POST /api/reset-password: sets the new password and ends every session of the account. */
export const resetPassword = (body: BodyOf<typeof authApi.resetPassword>) =>
  callEndpoint(authApi.resetPassword, { body });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(CURRENT_USER_KEY, null),
  });
}

/** POST /api/reset-password/check on load: a used or expired link is told before any typing. */
export const useResetTokenCheck = (token: string) =>
  useQuery({
    queryKey: [authApi.checkResetToken.path, token],
    queryFn: () => callEndpoint(authApi.checkResetToken, { body: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
