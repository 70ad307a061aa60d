import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { equitiesContentResponseSchema } from '@/core/schemas/markets';
import type { EquitiesContentResponse } from '@/core/schemas/markets';
import { parseAnswer } from '@/client/lib/parse-answer';

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

export function equitiesPath(isAuthenticated: boolean): string {
  return isAuthenticated ? '/api/equities-content' : '/api/equities-content/public';
}

/**
 * GET /api/equities-content (signed in) or /api/equities-content/public (anonymous). A manual
 * refresh adds the cache-busting parameter t and no-cache headers (spec 01 §7).
 */
export async function getEquitiesContent(
  isAuthenticated: boolean,
  bust = false,
): Promise<EquitiesContentResponse> {
  const path = equitiesPath(isAuthenticated);
  const url = bust ? `${path}?t=${Date.now()}` : path;
  const res = await fetch(url, {
    credentials: 'include',
    headers: bust ? { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } : {},
    cache: bust ? 'no-store' : 'default',
  });
  if (!res.ok) throw new EquitiesLoadError(res.status, res.statusText || String(res.status));
  return parseAnswer(equitiesContentResponseSchema, await res.json(), 'equities');
}

export const equitiesContentQueryOptions = (isAuthenticated: boolean) =>
  queryOptions({
    queryKey: [equitiesPath(isAuthenticated)],
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
        queryKey: [equitiesPath(isAuthenticated)],
        queryFn: () => getEquitiesContent(isAuthenticated, true),
        staleTime: 0,
      }),
    [queryClient, isAuthenticated],
  );
  return { ...query, refresh };
}
