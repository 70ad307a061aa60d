import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import type { LoginResult } from '@/core/schemas/auth';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';

export interface LoginPayload {
  email: string;
  password: string;
  mfaCode?: string;
}

/** POST /api/login: either a session (mfaRequired false) or the code step (mfaRequired, riskLevel, reasons). */
export const login = (body: LoginPayload) => apiJson<LoginResult>('POST', '/api/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      if (!result.mfaRequired) await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
