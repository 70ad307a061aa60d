import { Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { LONG_SHORT_CHANGES, MarketLegend } from '@/client/components/ui/change-marker';
import { DemoDataBadge, PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { SymbolLists } from '@/client/components/ui/symbol-lists';
import { RefreshFailedNotice } from '@/client/components/ui/refresh-failed-notice';
import { paths } from '@/client/config/paths';
import { useFutures } from '@/client/features/futures/api/get-futures';
import { useFuturesBlotter } from '@/client/features/futures/api/get-futures-blotter';
import { useFuturesTabs } from '@/client/features/futures/api/get-futures-tabs';
import { FuturesGrid } from '@/client/features/futures/components/futures-grid';
import { FuturesSummary, newestUnlockedDay } from '@/client/features/futures/components/futures-summary';
import { FuturesTabsView } from '@/client/features/futures/components/futures-tabs-view';
import { PreviewBanner } from '@/client/features/futures/components/preview-banner';
import { LockedOffer } from '@/client/features/trials/components/locked-offer';
import { useTrackRecordHeadline } from '@/client/features/track-record/api/get-track-record';
import { cn } from '@/client/lib/cn';
import { formatCentralTime } from '@/client/lib/format';
import type { FuturesResponse } from '@/core/schemas/markets';

/**
 * 'Tracked since' comes from the signal ledger's first live change, never a fixed year;
 * the record's first session and whether it is demo data say what the figures rest on.
 */
function trackedText(h: { from: string | null; trackedSince: string | null; demoData: boolean } | undefined) {
  if (!h) return '';
  const since = h.trackedSince ? `, tracked since ${h.trackedSince}` : '';
  const data = h.from ? ` (record from ${h.from}${h.demoData ? ', demo data' : ''})` : '';
  return since + data;
}

type View = 'grid' | 'portfolio';

function ViewSwitch({ view, onChange }: { view: View; onChange: (v: View) => void }) {
  const item = (v: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === v}
      onClick={() => onChange(v)}
      className={cn(
        'rounded-sm px-3 py-1.5 text-sm font-medium',
        view === v ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md bg-muted p-1">
      {item('grid', '30-Day Grid')}
      {item('portfolio', 'Portfolio Views')}
    </div>
  );
}

/** The blotter's instruction and the chart page of each symbol, rebuilt only when an answer changes. */
function useSymbolLookups(
  data: FuturesResponse | undefined,
  blotter: ReturnType<typeof useFuturesBlotter>['data'],
) {
  const instructions = useMemo(
    () => new Map((blotter?.entries ?? []).map((e) => [e.symb, e.instruction])),
    [blotter],
  );
  const chartLinks = useMemo(
    () =>
      new Map(
        (data?.marketSectors ?? []).flatMap((s) =>
          s.instruments.map((i) => [i.symbol, i.chartLink] as const),
        ),
      ),
    [data],
  );
  return { instructions, chartLinks };
}

function UpdateSchedule({ data }: { data: FuturesResponse }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden="true" />
        Updates every minute during 7:00 AM to 3:30 PM CT
      </span>
      <span>Last updated {formatCentralTime(data.currentPerformance.lastUpdated)}</span>
      <DemoDataBadge show={data.demoData} />
    </div>
  );
}

/** The Portfolio Views, or why they failed when there is nothing to show. */
function PortfolioViews({
  tabs,
  chartLinks,
  delayedTo,
}: {
  tabs: ReturnType<typeof useFuturesTabs>;
  chartLinks: Map<string, string>;
  delayedTo: string | null;
}) {
  if (tabs.error && !tabs.data)
    return (
      <Alert variant="destructive">
        <AlertDescription>{tabs.error.message}</AlertDescription>
      </Alert>
    );
  return <FuturesTabsView data={tabs.data} chartLinks={chartLinks} delayedTo={delayedTo} />;
}

function FuturesFootnotes() {
  return (
    <>
      <MarketLegend kinds={LONG_SHORT_CHANGES} note="Highlighted rows changed position today." />
      <p className="text-xs text-muted-foreground">
        Hypothetical results of a systematic model account; educational only, not investment advice. Past
        performance is no indication of future returns, and trading futures is risky. Some markets are delayed
        10 minutes.
      </p>
    </>
  );
}

export function Component() {
  const [view, setView] = useState<View>('grid');
  const futures = useFutures();
  const tabs = useFuturesTabs(view === 'portfolio');
  const blotter = useFuturesBlotter();
  const data = futures.data;
  const record = useTrackRecordHeadline().data?.find((h) => h.market === 'futures');
  const { instructions, chartLinks } = useSymbolLookups(data, blotter.data);

  return (
    <PageShell
      title="Diversified Futures Portfolio"
      subtitle={`A 40/20-day breakout trend-following strategy on 30 heavily traded U.S. futures markets (13 financial, 17 commodity)${trackedText(record)}.`}
    >
      {futures.error && !data ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load the futures portfolio</AlertTitle>
          <AlertDescription>{futures.error.message}</AlertDescription>
        </Alert>
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading futures" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <div className="space-y-5">
          <RefreshFailedNotice error={futures.error} />
          {!data.isPremium ? <PreviewBanner offer={<LockedOffer market="futures" />} /> : null}
          <UpdateSchedule data={data} />
          <FuturesSummary data={data} />
          <SymbolLists lists={data.lists} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ViewSwitch view={view} onChange={setView} />
            {!data.isPremium ? (
              <Button asChild size="sm" variant="outline">
                <Link to={paths.upgrade}>Upgrade</Link>
              </Button>
            ) : null}
          </div>
          {view === 'grid' ? (
            <FuturesGrid
              data={data}
              instructions={instructions}
              blotter={blotter.data ? 'ready' : blotter.isError ? 'failed' : 'loading'}
            />
          ) : (
            <PortfolioViews
              tabs={tabs}
              chartLinks={chartLinks}
              delayedTo={data.isPremium ? null : newestUnlockedDay(data)}
            />
          )}
          <FuturesFootnotes />
        </div>
      )}
    </PageShell>
  );
}
