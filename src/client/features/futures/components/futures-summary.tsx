import type { FuturesResponse } from '@/core/schemas/markets';
import { PercentCard, StatCard } from '@/client/components/ui/stat-card';
import { delayedAsOf } from '@/client/lib/delayed';

/**
 * The newest grid day a non-premium viewer sees: the counters count each instrument's position of
 * that day (the ES preview row is live and does not say which day the others show).
 */
export function newestUnlockedDay(data: FuturesResponse): string | null {
  let newest = -1;
  for (const i of data.marketSectors.flatMap((s) => s.instruments)) {
    if (i.isPreview) continue;
    newest = Math.max(
      newest,
      i.positions.findLastIndex((p) => p !== 'LOCKED'),
    );
  }
  return newest < 0 ? null : (data.tradingDates[newest] ?? null);
}

/** Performance cards and the Total / Long / Short / Flat counters (delayed and labelled so for non-premium). */
export function FuturesSummary({ data }: { data: FuturesResponse }) {
  const delayed = data.isPremium ? null : delayedAsOf(newestUnlockedDay(data));
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="performance-cards">
        <PercentCard label="Daily" value={data.currentPerformance.day} hint="Today" />
        <PercentCard label="Monthly" value={data.currentPerformance.month} hint="Month to date" />
        <PercentCard
          label="YTD"
          value={data.currentPerformance.year}
          hint="Since the Dec 31 close, P&L over the starting capital"
        />
      </div>
      <div className="space-y-1.5">
        {delayed ? (
          <p className="text-sm font-medium text-amber-300" data-testid="counters-delayed">
            {delayed}
            <span className="font-normal text-muted-foreground">
              {' '}
              - positions of that day except the ES preview; live with premium
            </span>
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="counters">
          <StatCard label="Total Signals" value={data.counts.total} />
          <StatCard label="Long" value={data.counts.long} valueClassName="text-green-400" />
          <StatCard label="Short" value={data.counts.short} valueClassName="text-red-400" />
          <StatCard label="Flat" value={data.counts.flat} valueClassName="text-muted-foreground" />
        </div>
      </div>
    </div>
  );
}
