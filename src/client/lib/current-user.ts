import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPremium, marketAccess } from '@/core/access';
import { getQueryFn } from '@/client/lib/api';

export interface CurrentUser {
  firstName: string;
  lastName: string;
  email?: string;
  status: string;
  enableFutures: boolean;
  enableEquities: boolean;
  enableCryptos: boolean;
  isPaidSubscriber: boolean;
}

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: not retried, always stale; 200 null (or any failure) means signed out. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
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
