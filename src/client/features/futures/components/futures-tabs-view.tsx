import type { FuturesTabsResponse } from '@/core/schemas/markets';
import { STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { cn } from '@/client/lib/cn';
import { delayedAsOf } from '@/client/lib/delayed';
import { SectorHeaderRow } from './sector-header-row';
import { TabRow } from './tab-row';

type Tab = FuturesTabsResponse['age'];

/** The view's title and description, and for a free viewer the day its delayed rows show. */
function TabHeading({ tab, delayedTo }: { tab: Tab; delayedTo?: string | null }) {
  const delayed = tab.data.some((r) => r.power === 'LOCKED');
  return (
    <div>
      <h3 className="font-semibold">{tab.title}</h3>
      <p className="text-sm text-muted-foreground">{tab.description}</p>
      {delayed ? (
        <p className="text-sm font-medium text-amber-300" data-testid="tab-delayed">
          {delayedAsOf(delayedTo ?? null)}
          <span className="font-normal text-muted-foreground"> - rows marked Delayed; live with premium</span>
        </p>
      ) : null}
    </div>
  );
}

function TabTableHead({ showBand }: { showBand?: boolean }) {
  return (
    <thead>
      <tr className="text-xs text-muted-foreground">
        <th scope="col" className={cn(STICKY_COLUMN, 'z-20 px-3 py-2 text-left')}>
          Symbol
        </th>
        <th className="px-3 py-2 text-left">Position</th>
        {showBand ? <th className="px-3 py-2 text-left">Power Band</th> : null}
        <th className="px-3 py-2 text-right">Power</th>
        <th className="px-3 py-2 text-right">Days</th>
        <th className="px-3 py-2 text-right">OTE</th>
        <th className="px-3 py-2 text-right">R:R</th>
        <th className="px-3 py-2 text-right">Last</th>
        {!showBand ? <th className="px-3 py-2 text-left">Power Band</th> : null}
      </tr>
    </thead>
  );
}

function TabTable({
  tab,
  chartLinks,
  groupBySector,
  showBand,
  delayedTo,
}: {
  tab: Tab;
  chartLinks: Map<string, string>;
  groupBySector?: boolean;
  showBand?: boolean;
  delayedTo?: string | null;
}) {
  return (
    <div className="space-y-2">
      <TabHeading tab={tab} delayedTo={delayedTo} />
      <div className="relative overflow-x-auto rounded-lg border bg-card">
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
          <TabTableHead showBand={showBand} />
          <tbody>
            {tab.data.map((row, i) => [
              groupBySector && row.sector !== tab.data[i - 1]?.sector ? (
                <SectorHeaderRow key={`s-${row.sector}`} name={row.sector} restSpan={8} />
              ) : null,
              <TabRow
                key={row.symbol}
                row={row}
                chartLink={chartLinks.get(row.symbol) ?? '#'}
                showBand={showBand}
              />,
            ])}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** 'Portfolio Views': Age View, Portfolio View (default) and Ranked View with the ±2.2 power bands. */
export function FuturesTabsView({
  data,
  chartLinks,
  delayedTo,
}: {
  data: FuturesTabsResponse | undefined;
  chartLinks: Map<string, string>;
  /** The day a non-premium viewer's delayed rows show (the grid's newest unlocked day). */
  delayedTo?: string | null;
}) {
  return (
    <Tabs defaultValue="portfolio">
      <TabsList className="h-auto max-w-full flex-wrap">
        <TabsTrigger value="age">Age View</TabsTrigger>
        <TabsTrigger value="portfolio">Portfolio View</TabsTrigger>
        <TabsTrigger value="ranked">Ranked View</TabsTrigger>
      </TabsList>
      {/* Panels always exist (hidden when inactive), so every trigger's aria-controls names one. */}
      <TabsContent value="age" forceMount>
        {data ? (
          <TabTable tab={data.age} chartLinks={chartLinks} delayedTo={delayedTo} />
        ) : (
          <Skeleton className="h-96 w-full" />
        )}
      </TabsContent>
      <TabsContent value="portfolio" forceMount>
        {data ? (
          <TabTable tab={data.portfolio} chartLinks={chartLinks} groupBySector delayedTo={delayedTo} />
        ) : (
          <Skeleton className="h-96 w-full" />
        )}
      </TabsContent>
      <TabsContent value="ranked" forceMount>
        {data ? (
          <>
            <TabTable tab={data.ranked} chartLinks={chartLinks} showBand delayedTo={delayedTo} />
            <p className="mt-2 text-xs text-muted-foreground">
              Power is the 20-day move measured in N (the 20-day ATR): 2.2 or more is Strong-Up, -2.2 or less
              is Strong-Down, the rest split at 0 into Up and Down.
            </p>
          </>
        ) : (
          <Skeleton className="h-96 w-full" />
        )}
      </TabsContent>
    </Tabs>
  );
}
