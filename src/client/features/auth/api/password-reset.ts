import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';

type Ok = { ok: true; message: string };

/** POST /api/forgot-password: the same answer whether or not the address has an account. */
export const requestPasswordReset = (body: { email: string }) =>
  apiJson<Ok>('POST', '/api/forgot-password', body);
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** POST /api/reset-password: sets the new password and ends every session of the account. */
export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  apiJson<Ok>('POST', '/api/reset-password', body);

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
    queryKey: ['/api/reset-password/check', token],
    queryFn: () =>
      apiJson<{ valid: boolean; message: string }>('POST', '/api/reset-password/check', { token }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
