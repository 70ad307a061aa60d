import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError } from '@/client/lib/api';
import { PerformanceAnalyticsTeaser } from './performance-analytics-teaser';
import type { Market } from '@/core/schemas/markets';
import { useTrackRecord, useTrackRecordHeadline } from '../api/get-track-record';
import { DurationAndRank, PerformanceCharts, YtdAttribution } from './track-record-charts';

/** Headline figures anyone may see: CAGR and max drawdown, no curve, no detail. */
export function TrackRecordHeadline({ market }: { market: Market }) {
  const headline = useTrackRecordHeadline();
  const row = headline.data?.find((h) => h.market === market);
  if (!row) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="track-record-headline">
      Model account since {row.from}: CAGR{' '}
      <span className="font-semibold text-foreground">{row.cagr.toFixed(2)}%</span>, max drawdown{' '}
      <span className="font-semibold text-foreground">{row.maxDrawdown.toFixed(2)}%</span>
      {row.demoData ? ' (demo data)' : ''}.
    </p>
  );
}

/**
 * The dashboard's Performance Analytics: the model account's track record for premium viewers of
 * the market (Performance Charts, YTD Attribution, Duration & Rank), the locked tiles for others.
 */
export function PerformanceAnalytics({
  isPremium,
  market = 'futures',
}: {
  isPremium: boolean;
  market?: Market;
}) {
  const record = useTrackRecord(market, isPremium);
  const title = (
    <h2 id="analytics-title" className="text-lg font-semibold">
      Performance Analytics
    </h2>
  );
  // Premium without this market (the admin enables markets per plan) is answered 403: the teaser too.
  const locked = record.error instanceof ApiError && record.error.status === 403;
  if (!isPremium || locked) {
    return (
      <section aria-labelledby="analytics-title" className="space-y-2">
        {title}
        <TrackRecordHeadline market={market} />
        <PerformanceAnalyticsTeaser />
      </section>
    );
  }
  return (
    <section aria-labelledby="analytics-title" className="space-y-3">
      {title}
      {record.error ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load the track record</AlertTitle>
          <AlertDescription>{record.error.message}</AlertDescription>
        </Alert>
      ) : !record.data ? (
        <Skeleton className="h-96 w-full" aria-label="Loading the track record" />
      ) : record.data.equity.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No price history yet: the track record starts with the first stored session.
        </p>
      ) : (
        <>
          <PerformanceCharts data={record.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <YtdAttribution data={record.data} />
            <DurationAndRank data={record.data} />
          </div>
        </>
      )}
    </section>
  );
}
