import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 01 §7 defaults: never stale, no refetch on focus, no polling, no retries, gc after 5 min.
 * No default fetcher: every query comes from an endpoint declaration (endpointQuery, decision 0046).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
