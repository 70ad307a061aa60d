import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketsApi as api } from '@/core/api/markets';
import { ApiError } from '@/client/lib/api';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { useInterval } from '@/client/lib/use-interval';

/** Spec 01 §7/§9: refetch every 15 min, stale after 10 min, plus a forced refresh every hour. */
export const CRYPTO_REFETCH_MS = 15 * 60_000;
export const CRYPTO_STALE_MS = 10 * 60_000;
export const CRYPTO_FORCED_REFRESH_MS = 60 * 60_000;
const MAX_RETRIES = 3;

/** Up to 3 retries, never on a 401 (that answer means "sign in", not "try again"). */
export function shouldRetryCrypto(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status === 401) return false;
  return failureCount < MAX_RETRIES;
}

export const cryptoContentQueryOptions = () =>
  queryOptions({
    ...endpointQuery(api.crypto),
    refetchInterval: CRYPTO_REFETCH_MS,
    staleTime: CRYPTO_STALE_MS,
    retry: shouldRetryCrypto,
  });

/** Enabled only when the visitor is signed in. */
export function useCryptoContent(isAuthenticated: boolean) {
  const query = useQuery({ ...cryptoContentQueryOptions(), enabled: isAuthenticated });
  useInterval(() => void query.refetch(), CRYPTO_FORCED_REFRESH_MS, isAuthenticated);
  return query;
}
