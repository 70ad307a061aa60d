import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/core/api/auth';
import type { AnswerOf } from '@/core/api/endpoint';
import { isPremium, marketAccess } from '@/core/access';
import { callEndpointOrNull, endpointUrl } from '@/client/lib/endpoint-client';

export type CurrentUser = NonNullable<AnswerOf<typeof authApi.currentUser>>;

/** ['/api/auth/user']: other code and the prerender use this key. */
export const CURRENT_USER_KEY = [endpointUrl(authApi.currentUser)] as const;

/** GET /api/auth/user: not retried, always stale; 200 null (or any failure) means signed out. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => callEndpointOrNull(authApi.currentUser),
    retry: false,
    staleTime: 0,
  });

export function useCurrentUser() {
  const q = useQuery(currentUserQueryOptions());
  const user = q.isError ? null : (q.data ?? null);
  return {
    user,
    isLoading: q.isLoading,
    isAuthenticated: Boolean(user),
    isPremium: isPremium(user),
    ...marketAccess(user),
  };
}
