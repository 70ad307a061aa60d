import { useQuery } from '@tanstack/react-query';
import { trackRecordApi as api } from '@/core/api/track-record';
import type { Market } from '@/core/schemas/markets';
import { endpointQuery } from '@/client/lib/endpoint-client';

// The record moves once a day at most; a few minutes of staleness cost nothing.
const STALE_MS = 5 * 60_000;

/** GET /api/track-record?market=: premium viewers of that market only (401/403 otherwise). */
export const trackRecordQueryOptions = (market: Market) => ({
  ...endpointQuery(api.record, { query: { market } }),
  staleTime: STALE_MS,
  retry: false,
});

export const useTrackRecord = (market: Market, enabled: boolean) =>
  useQuery({ ...trackRecordQueryOptions(market), enabled });

/** GET /api/track-record/headline: CAGR and max drawdown of each market, for anyone. */
export const useTrackRecordHeadline = () => useQuery({ ...endpointQuery(api.headline), staleTime: STALE_MS });
