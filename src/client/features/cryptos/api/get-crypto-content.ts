import { queryOptions, useQuery } from '@tanstack/react-query';
import { cryptoContentResponseSchema } from '@/core/schemas/markets';
import type { CryptoContentResponse } from '@/core/schemas/markets';
import { apiRequest, ApiError } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';
import { useInterval } from '@/client/lib/use-interval';

/** Spec 01 §7/§9: refetch every 15 min, stale after 10 min, plus a forced refresh every hour. */
export const CRYPTO_REFETCH_MS = 15 * 60_000;
export const CRYPTO_STALE_MS = 10 * 60_000;
export const CRYPTO_FORCED_REFRESH_MS = 60 * 60_000;
const MAX_RETRIES = 3;

export async function getCryptoContent(): Promise<CryptoContentResponse> {
  const res = await apiRequest('GET', '/api/crypto-content');
  return parseAnswer(cryptoContentResponseSchema, await res.json(), 'crypto');
}

/** Up to 3 retries, never on a 401 (that answer means "sign in", not "try again"). */
export function shouldRetryCrypto(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status === 401) return false;
  return failureCount < MAX_RETRIES;
}

export const cryptoContentQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/crypto-content'],
    queryFn: getCryptoContent,
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
