import { notifyManager, QueryClient } from '@tanstack/react-query';

/**
 * Spec 01 §7 defaults: never stale, no refetch on focus, no polling, no retries, gc after 5 min.
 * No default fetcher: every query comes from an endpoint declaration (endpointQuery, decision 0046).
 */
export function createQueryClient(): QueryClient {
  // Each component hears of its answer in a task of its own: answers arriving together re-rendered
  // every section in one long task (useSyncExternalStore renders synchronously; Total Blocking Time).
  if (typeof window !== 'undefined') notifyManager.setNotifyFunction((notify) => void setTimeout(notify));
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
