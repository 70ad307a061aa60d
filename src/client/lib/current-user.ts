import { queryOptions, useQuery } from '@tanstack/react-query';
import type { currentUserEndpoint } from '@/core/api/current-user';
import { CURRENT_USER_PATH } from '@/core/api/current-user-path';
import type { AnswerOf } from '@/core/api/endpoint';
import { isPremium, marketAccess } from '@/core/access';
import { callEndpointOrNull } from '@/client/lib/endpoint-client';

export type CurrentUser = NonNullable<AnswerOf<typeof currentUserEndpoint>>;

/** ['/api/auth/user']: other code and the prerender use this key. */
export const CURRENT_USER_KEY = [CURRENT_USER_PATH] as const;

/** GET /api/auth/user: not retried, always stale; 200 null (or any failure) means signed out. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    // The declaration (and Zod with it) loads with the first call, not with the app shell; only this
    // one: the other account declarations are a long task to build, and most pages need none.
    queryFn: async () => callEndpointOrNull((await import('@/core/api/current-user')).currentUserEndpoint),
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
