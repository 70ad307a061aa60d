import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/core/api/auth';
import type { BodyOf } from '@/core/api/endpoint';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';

export type LoginPayload = BodyOf<typeof authApi.login>;

/** POST /api/login: either a session (mfaRequired false) or the code step (mfaRequired, riskLevel, reasons). */
export const login = (body: LoginPayload) => callEndpoint(authApi.login, { body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      if (!result.mfaRequired) await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
