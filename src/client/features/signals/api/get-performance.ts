import { useQuery } from '@tanstack/react-query';
import { marketsApi as api } from '@/core/api/markets';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/performance: one summary per market (win rate last 30 days, total P&L this month). */
export const performanceQueryOptions = () => endpointQuery(api.performance);

export function usePerformance() {
  return useQuery(performanceQueryOptions());
}

/** Demo mode: the market feed is the demo generator. Seeded sample content is labelled as such then. */
export function useDemoMode(): boolean {
  return Boolean(usePerformance().data?.some((r) => r.demoData));
}
