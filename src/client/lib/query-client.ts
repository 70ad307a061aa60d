import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec 01 §7 defaults: never stale, no refetch on focus, no polling, no retries, gc after 5 min. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Prerendering in Node (scripts/prerender.mjs) keeps no gc timers: they held the build open 5 min.
        gcTime: typeof window === 'undefined' ? Infinity : 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
