import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { LONG_SHORT_CHANGES, MarketLegend } from '@/client/components/ui/change-marker';
import { DemoDataBadge, PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { RefreshFailedNotice } from '@/client/components/ui/refresh-failed-notice';
import { SymbolLists } from '@/client/components/ui/symbol-lists';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { EquitiesLoadError, useEquitiesContent } from '@/client/features/equities/api/get-equities-content';
import { EquitiesError } from '@/client/features/equities/components/equities-error';
import { EquitiesGrid } from '@/client/features/equities/components/equities-grid';
import { LockedOffer } from '@/client/features/trials/components/locked-offer';
import { formatCentralTime } from '@/client/lib/format';
import type { EquitiesContentResponse } from '@/core/schemas/markets';

function formatTradingDate(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return d.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** For a free viewer: what premium adds, and the way to it. */
function PremiumNotice({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="hidden md:inline">
          The last 10 days and the Δ column are for premium subscribers (AAPL is fully open as a sample).
        </span>
        <span className="md:hidden">Premium adds the newest 10 days and Δ.</span>{' '}
        {isAuthenticated ? (
          <Link to={paths.upgrade} className="font-medium underline">
            Upgrade
          </Link>
        ) : (
          <Link to={paths.login} className="font-medium underline">
            Sign in
          </Link>
        )}
      </p>
      <div data-testid="locked-offer">
        <LockedOffer market="equities" />
      </div>
    </div>
  );
}

/** The loaded page: the trading date, the premium notice, the lists, the grid and its legend. */
function EquitiesContent({
  data,
  error,
  isAuthenticated,
}: {
  data: EquitiesContentResponse;
  error: Error | null;
  isAuthenticated: boolean;
}) {
  return (
    <div className="space-y-4">
      <RefreshFailedNotice error={error} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-lg font-semibold" data-testid="trading-date">
          Trading date: {formatTradingDate(data.tradingDates.at(-1))}
        </h2>
        <DemoDataBadge show={data.demoData} />
        <span className="text-xs text-muted-foreground">
          Updated {formatCentralTime(data.sourceLastUpdated)}
        </span>
      </div>
      {!data.isPremium ? <PremiumNotice isAuthenticated={isAuthenticated} /> : null}
      <SymbolLists lists={data.lists} />
      <EquitiesGrid data={data} />
      <MarketLegend kinds={LONG_SHORT_CHANGES} />
    </div>
  );
}

export function Component() {
  const { isAuthenticated, isLoading: userLoading } = useCurrentUser();
  const equities = useEquitiesContent(isAuthenticated, !userLoading);
  const [refreshing, setRefreshing] = useState(false);
  const data = equities.data;

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await equities.refresh();
    } catch {
      // The query keeps its last good answer, shown under a RefreshFailedNotice.
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <PageShell
      title="Top-50 S&P 500 Equities"
      subtitle="30-day position history of a 40/20-day breakout rule, updated at end of day (7:00 PM CT)."
      actions={
        data ? (
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
            Refresh
          </Button>
        ) : null
      }
    >
      {equities.error && !data ? (
        <EquitiesError
          statusText={
            equities.error instanceof EquitiesLoadError ? equities.error.statusText : equities.error.message
          }
        />
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading equities" className="space-y-3">
          <Skeleton className="h-6 w-72" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <EquitiesContent data={data} error={equities.error} isAuthenticated={isAuthenticated} />
      )}
    </PageShell>
  );
}
