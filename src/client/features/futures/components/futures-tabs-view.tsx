import { DELAYED_LABEL } from '@/core/access';
import type { FuturesTabsResponse } from '@/core/schemas/markets';
import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { LockedValue } from '@/client/components/ui/locked-value';
import { STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { cn } from '@/client/lib/cn';
import { delayedAsOf } from '@/client/lib/delayed';
import { displayNumber, formatUsd } from '@/client/lib/format';
import { priceFormatOf } from '@/core/markets/price-format';
import { SymbolLink } from './symbol-link';

type Tab = FuturesTabsResponse['age'];
type Row = Tab['data'][number];

const BAND_VARIANT: Record<Exclude<Row['band'], 'LOCKED'>, BadgeVariant> = {
  'Strong-Up': 'green',
  Up: 'blue',
  Down: 'orange',
  'Strong-Down': 'red',
};
const POSITION_VARIANT: Record<Row['positionType'], BadgeVariant> = {
  LONG: 'green',
  SHORT: 'red',
  FLAT: 'grey',
};
const num = (d: number) => (n: number) => displayNumber(n, d);

function Band({ band }: { band: Row['band'] }) {
  if (band === 'LOCKED') return <LockIcon />;
  return <Badge variant={BAND_VARIANT[band]}>{band}</Badge>;
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
  const td = 'border-t px-3 py-1.5 text-right font-mono tabular-nums';
  const delayed = tab.data.some((r) => r.power === 'LOCKED');
  return (
    <div className="space-y-2">
      <div>
        <h3 className="font-semibold">{tab.title}</h3>
        <p className="text-sm text-muted-foreground">{tab.description}</p>
        {delayed ? (
          <p className="text-sm font-medium text-amber-300" data-testid="tab-delayed">
            {delayedAsOf(delayedTo ?? null)}
            <span className="font-normal text-muted-foreground">
              {' '}
              - rows marked Delayed; live with premium
            </span>
          </p>
        ) : null}
      </div>
      <div className="relative overflow-x-auto rounded-lg border bg-card">
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
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
          <tbody>
            {tab.data.map((row, i) => {
              const sectorStart = groupBySector && row.sector !== tab.data[i - 1]?.sector;
              const strong = showBand && (row.band === 'Strong-Up' || row.band === 'Strong-Down');
              return [
                sectorStart ? (
                  <tr key={`s-${row.sector}`}>
                    <th
                      scope="rowgroup"
                      className={cn(
                        STICKY_COLUMN,
                        'border-t bg-muted px-3 py-1 text-left text-xs font-semibold uppercase',
                      )}
                    >
                      {row.sector}
                    </th>
                    <td colSpan={8} className="border-t bg-muted" />
                  </tr>
                ) : null,
                <tr
                  key={row.symbol}
                  data-symbol={row.symbol}
                  data-band={row.band}
                  className={cn(strong && (row.band === 'Strong-Up' ? 'bg-green-500/10' : 'bg-red-500/10'))}
                >
                  <th scope="row" className={cn(STICKY_COLUMN, 'border-t px-3 py-1.5 text-left font-normal')}>
                    <SymbolLink
                      inst={{ ...row, chartLink: chartLinks.get(row.symbol) ?? '#' }}
                      colour={false}
                    />
                    <div className="max-w-[8rem] truncate text-[11px] text-muted-foreground">{row.name}</div>
                  </th>
                  <td className="border-t px-3 py-1.5">
                    {/* Locked metrics mean a delayed row: its position is the one of the newest unlocked day. */}
                    <Badge
                      variant={POSITION_VARIANT[row.positionType]}
                      title={row.power === 'LOCKED' ? `${DELAYED_LABEL} (newest unlocked day)` : undefined}
                    >
                      {row.positionType}
                    </Badge>
                    {row.power === 'LOCKED' ? (
                      <span className="block text-[11px] text-amber-300">Delayed</span>
                    ) : null}
                  </td>
                  {showBand ? (
                    <td className="border-t px-3 py-1.5" data-col="band">
                      <Band band={row.band} />
                    </td>
                  ) : null}
                  <td className={td} data-col="power">
                    <LockedValue value={row.power} format={num(2)} />
                  </td>
                  <td className={td} data-col="daysInTrade">
                    <LockedValue value={row.daysInTrade} format={num(0)} />
                  </td>
                  <td className={td} data-col="ote">
                    <LockedValue value={row.ote} format={(n) => formatUsd(n)} />
                  </td>
                  <td className={td} data-col="rewardToRisk">
                    <LockedValue value={row.rewardToRisk} format={num(2)} />
                  </td>
                  <td className={td}>{priceFormatOf(row.symbol)(row.lastPrice)}</td>
                  {!showBand ? (
                    <td className="border-t px-3 py-1.5" data-col="band">
                      <Band band={row.band} />
                    </td>
                  ) : null}
                </tr>,
              ];
            })}
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
