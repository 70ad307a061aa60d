import type { FuturesResponse } from '@/core/schemas/markets';
import { PercentCard, StatCard } from '@/client/components/ui/stat-card';

/** Performance cards and the Total / Long / Short / Flat counters. */
export function FuturesSummary({ data }: { data: FuturesResponse }) {
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="performance-cards">
        <PercentCard label="Daily" value={data.currentPerformance.day} hint="Today" />
        <PercentCard label="Monthly" value={data.currentPerformance.month} hint="Month to date" />
        <PercentCard label="YTD" value={data.currentPerformance.year} hint="Year to date" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="counters">
        <StatCard label="Total Signals" value={data.counts.total} />
        <StatCard label="Long" value={data.counts.long} valueClassName="text-green-400" />
        <StatCard label="Short" value={data.counts.short} valueClassName="text-red-400" />
        <StatCard label="Flat" value={data.counts.flat} valueClassName="text-muted-foreground" />
      </div>
    </div>
  );
}
