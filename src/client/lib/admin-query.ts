import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/client/lib/api';
import { toast } from '@/client/components/ui/use-toast';
import { ADMIN_SESSION_KEY } from './admin-session';

/** The filters of an admin list with 'all' left out: the server reads a missing filter as 'all' (spec §7). */
export function withoutAll<T extends Record<string, unknown>>(params: T): T {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === 'all' ? undefined : v])) as T;
}

/**
 * The query of a paged admin list: the page as limit/offset, the search trimmed, 'all' filters left out.
 * The keys keep the order of `p`, so the URL (the query key) keeps it too.
 */
export function pagedListQuery<P extends { page: number; search: string }>(
  size: number,
  { page, ...rest }: P,
) {
  return withoutAll({ limit: size, offset: (page - 1) * size, ...rest, search: rest.search.trim() });
}

/** Invalidates every cached query whose URL starts with `prefix`. */
export function invalidatePrefix(qc: QueryClient, prefix: string) {
  return qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(prefix) });
}

/**
 * An admin list: GET of an endpoint's query (endpointQuery), optionally polled. A 401 means the admin session ended elsewhere,
 * so the gate is asked to check again (and shows the password form).
 */
export function useAdminQuery<T>(
  source: { queryKey: readonly [string]; queryFn?: QueryFunction<T, readonly [string]> },
  opts: { refetchInterval?: number } = {},
) {
  const qc = useQueryClient();
  const q = useQuery<T, Error, T, readonly [string]>({
    ...source,
    refetchInterval: opts.refetchInterval ?? false,
    placeholderData: (prev) => prev,
  });
  const unauthorized = q.error instanceof ApiError && q.error.status === 401;
  useEffect(() => {
    if (unauthorized) void qc.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
  }, [unauthorized, qc]);
  return q;
}

interface MutationTexts {
  /** Cached URLs starting with this (or with one of these) are refetched after success. */
  invalidate: string | readonly string[];
  success: { title: string; description?: string };
  /** The destructive toast for a failure, given the error. */
  failure: (err: Error) => { title: string; description?: string };
}

/** A write with the spec's success and failure toasts, refetching the affected list afterwards. */
export function useAdminMutation<TVars, TResult = unknown>(
  mutationFn: (v: TVars) => Promise<TResult>,
  texts: MutationTexts,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast(texts.success);
      await Promise.all([texts.invalidate].flat().map((prefix) => invalidatePrefix(qc, prefix)));
    },
    onError: (err: Error) => {
      if (err instanceof ApiError && err.status === 401)
        void qc.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
      toast({ ...texts.failure(err), variant: 'destructive' });
    },
  });
}

/** The server's message when there is one, else the given fallback (spec §8 "falling back to ..."). */
export const serverMessageOr = (err: Error, fallback: string) =>
  (err instanceof ApiError && err.serverMessage) || fallback;
