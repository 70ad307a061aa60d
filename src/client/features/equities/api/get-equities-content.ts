import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { marketsApi as api } from '@/core/api/markets';
import type { EquitiesContentResponse } from '@/core/schemas/markets';
import { endpointUrl, readAnswer } from '@/client/lib/endpoint-client';

/** Spec 01 §9: the equities page refreshes itself every hour. */
export const EQUITIES_REFRESH_MS = 3_600_000;

/** A failed equities call keeps the HTTP status text for 'Failed to load equities data: {status text}'. */
export class EquitiesLoadError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status}: ${statusText}`);
    this.name = 'EquitiesLoadError';
  }
}

const equitiesApi = (isAuthenticated: boolean) => (isAuthenticated ? api.equities : api.equitiesPublic);
/** The query key: the plain URL, also after a cache-busting refresh. */
const equitiesKey = (isAuthenticated: boolean) => [endpointUrl(equitiesApi(isAuthenticated))] as const;

/**
 * GET /api/equities-content (signed in) or /api/equities-content/public (anonymous). A manual
 * refresh adds the cache-busting parameter t and no-cache headers (spec 01 §7).
 */
export async function getEquitiesContent(
  isAuthenticated: boolean,
  bust = false,
): Promise<EquitiesContentResponse> {
  const e = equitiesApi(isAuthenticated);
  // Its own fetch: the spec's error keeps the bare status text, and a refresh bypasses the HTTP cache.
  // eslint-disable-next-line no-restricted-syntax
  const res = await fetch(endpointUrl(e, { query: { t: bust ? String(Date.now()) : undefined } }), {
    credentials: 'include',
    headers: bust ? { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } : {},
    cache: bust ? 'no-store' : 'default',
  });
  if (!res.ok) throw new EquitiesLoadError(res.status, res.statusText || String(res.status));
  return readAnswer(e, res);
}

export const equitiesContentQueryOptions = (isAuthenticated: boolean) =>
  queryOptions({
    queryKey: equitiesKey(isAuthenticated),
    queryFn: () => getEquitiesContent(isAuthenticated),
    refetchInterval: EQUITIES_REFRESH_MS,
  });

export function useEquitiesContent(isAuthenticated: boolean, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...equitiesContentQueryOptions(isAuthenticated), enabled });
  /** The Refresh button: bypasses every cache on the way and stores the fresh answer. */
  const refresh = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: equitiesKey(isAuthenticated),
        queryFn: () => getEquitiesContent(isAuthenticated, true),
        staleTime: 0,
      }),
    [queryClient, isAuthenticated],
  );
  return { ...query, refresh };
}
