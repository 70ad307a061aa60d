import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@/core/schemas/markets';
import { trackRecordHeadlineSchema, trackRecordResponseSchema } from '@/core/schemas/track-record';
import type { TrackRecordHeadline, TrackRecordResponse } from '@/core/schemas/track-record';
import { apiRequest } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';

/** GET /api/track-record?market=: premium viewers of that market only (401/403 otherwise). */
export async function getTrackRecord(market: Market): Promise<TrackRecordResponse> {
  const res = await apiRequest('GET', `/api/track-record?market=${market}`);
  return parseAnswer(trackRecordResponseSchema, await res.json(), 'track record');
}

// The record moves once a day at most; a few minutes of staleness cost nothing.
export const trackRecordQueryOptions = (market: Market) =>
  queryOptions({
    queryKey: ['/api/track-record', market],
    queryFn: () => getTrackRecord(market),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useTrackRecord = (market: Market, enabled: boolean) =>
  useQuery({ ...trackRecordQueryOptions(market), enabled });

/** GET /api/track-record/headline: CAGR and max drawdown of each market, for anyone. */
export async function getTrackRecordHeadline(): Promise<TrackRecordHeadline> {
  const res = await apiRequest('GET', '/api/track-record/headline');
  return parseAnswer(trackRecordHeadlineSchema, await res.json(), 'track record headline');
}

export const useTrackRecordHeadline = () =>
  useQuery({
    queryKey: ['/api/track-record/headline'],
    queryFn: getTrackRecordHeadline,
    staleTime: 5 * 60_000,
  });
