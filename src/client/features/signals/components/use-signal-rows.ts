import { useDeferredValue } from 'react';
import type { Market } from '@/core/schemas/markets';
import { useSignals } from '../api/get-signals';

/** A market's signal rows for the table, with what to show above and below them. */
export function useSignalRows(market: Market, limit: number | undefined) {
  const { data, isLoading, isError } = useSignals(market, limit);
  // The rows are rendered from a deferred copy of the answer: React builds them in a background render
  // that yields to the browser every few milliseconds, so an answer of 30 rows arriving is no long
  // task (Lighthouse's Total Blocking Time on /signals and the landing). Until then the skeleton stays.
  const rows = useDeferredValue(data);
  const pending = isLoading || (rows === undefined && data !== undefined);
  const delayed = rows?.some((r) => r.delayed) ?? false;
  const message = isError
    ? 'Failed to fetch signals'
    : rows && rows.length === 0
      ? `No signals available for ${market} market`
      : null;
  return { rows, pending, delayed, isError, message };
}
