import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError } from '@/client/lib/api';
import { MarketTabs } from '@/client/components/ui/market-tabs';
import { PerformanceAnalyticsTeaser } from './performance-analytics-teaser';
import type { Market } from '@/core/schemas/markets';
import { figureText } from '@/core/schemas/track-record';
import { useTrackRecord, useTrackRecordHeadline } from '../api/get-track-record';
import { DurationAndRank, PerformanceCharts, YtdAttribution } from './track-record-charts';
import { TrackRecordProvenance } from './track-record-provenance';

/** Headline figures anyone may see: CAGR and max drawdown, no curve, no detail. */
export function TrackRecordHeadline({ market }: { market: Market }) {
  const headline = useTrackRecordHeadline();
  const row = headline.data?.find((h) => h.market === market);
  if (!row) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="track-record-headline">
      Model account since {row.from}: CAGR{' '}
      <span className="font-semibold text-foreground">
        {figureText(row.cagr, row.tooShort.annualised, (v) => `${v.toFixed(2)}%`)}
      </span>
      , max drawdown <span className="font-semibold text-foreground">{row.maxDrawdown.toFixed(2)}%</span>
      {row.demoData ? ' (demo data)' : ''}.{row.trackedSince ? ` Tracked since ${row.trackedSince}.` : ''}
      {row.correctedSincePublication ? ' Data corrected since publication.' : ''}
    </p>
  );
}

/** One market's record: the same components for futures, equities and crypto. */
function MarketTrackRecord({ market, isPremium }: { market: Market; isPremium: boolean }) {
  const record = useTrackRecord(market, isPremium);
  // Premium without this market (the admin enables markets per plan) is answered 403: the teaser too.
  const locked = record.error instanceof ApiError && record.error.status === 403;
  if (!isPremium || locked) {
    return (
      <div className="space-y-2">
        <TrackRecordHeadline market={market} />
        <PerformanceAnalyticsTeaser />
      </div>
    );
  }
  if (record.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle as="h3">Failed to load the track record</AlertTitle>
        <AlertDescription>{record.error.message}</AlertDescription>
      </Alert>
    );
  }
  if (!record.data) return <Skeleton className="h-96 w-full" aria-label="Loading the track record" />;
  if (record.data.equity.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No price history yet: the track record starts with the first stored session.
      </p>
    );
  }
  return (
    <div className="space-y-3" data-testid={`track-record-${market}`}>
      <TrackRecordProvenance data={record.data} />
      <PerformanceCharts data={record.data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <YtdAttribution data={record.data} />
        <DurationAndRank data={record.data} />
      </div>
    </div>
  );
}

/**
 * The dashboard's Performance Analytics: the model account's track record of each market for
 * premium viewers of it (Performance Charts, YTD Attribution, Duration & Rank), the locked tiles
 * for others. `market` is the tab shown first.
 */
export function PerformanceAnalytics({
  isPremium,
  market: first = 'futures',
}: {
  isPremium: boolean;
  market?: Market;
}) {
  const [market, setMarket] = useState<Market>(first);
  return (
    <section aria-labelledby="analytics-title" className="space-y-3">
      <h2 id="analytics-title" className="text-lg font-semibold">
        Performance Analytics
      </h2>
      <MarketTabs value={market} onChange={setMarket} label="Track record market">
        <div className="mt-3">
          <MarketTrackRecord key={market} market={market} isPremium={isPremium} />
        </div>
      </MarketTabs>
    </section>
  );
}
