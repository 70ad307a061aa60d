import type { EquitiesContentResponse } from '@/core/schemas/markets';
import { ChangeMarker } from '@/client/components/ui/change-marker';
import { ChartPreview } from '@/client/components/ui/chart-preview';
import { shortDate, STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { PositionDayCells } from '@/client/components/ui/position-day-cells';
import { ScrollHint } from '@/client/components/ui/scroll-hint';
import { cn } from '@/client/lib/cn';
import { displayNumber } from '@/client/lib/format';
import { useScrollToOpenDay } from './use-scroll-to-open-day';

type EquityRow = EquitiesContentResponse['rows'][number];

function EquitiesGridHead({ dates }: { dates: string[] }) {
  return (
    <thead>
      <tr className="text-xs text-muted-foreground">
        <th scope="col" className={cn(STICKY_COLUMN, 'z-20 px-3 py-2 text-left align-bottom')}>
          Symbol
        </th>
        {dates.map((d, i) => (
          <th
            key={d}
            scope="col"
            data-day={i}
            className="h-14 px-0.5 pb-1 text-center align-bottom font-normal"
          >
            <span className="inline-block w-6 origin-center -rotate-60 whitespace-nowrap text-[10px]">
              {shortDate(d)}
            </span>
          </th>
        ))}
        <th
          scope="col"
          className="px-2 py-2 text-center align-bottom"
          title="Change between the last two days"
        >
          Δ
        </th>
        <th scope="col" className="px-3 py-2 text-right align-bottom">
          Last
        </th>
      </tr>
    </thead>
  );
}

function EquitiesRow({ row, dates }: { row: EquityRow; dates: string[] }) {
  return (
    <tr data-symbol={row.symbol} className="hover:bg-muted/30">
      <th scope="row" className={cn(STICKY_COLUMN, 'border-t px-3 py-1 text-left font-normal')}>
        <div className="flex items-center gap-1">
          <a
            href={row.chartLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-mono font-semibold text-foreground hover:underline"
          >
            {row.symbol}
          </a>
          {row.chartImageUrl ? <ChartPreview src={row.chartImageUrl} symbol={row.symbol} /> : null}
        </div>
        <div className="max-w-[7.5rem] truncate text-[11px] text-muted-foreground">{row.name}</div>
      </th>
      <PositionDayCells positions={row.positions} dates={dates} />
      <td className="border-t px-2 py-1 text-center" data-col="change">
        <ChangeMarker change={row.change} />
      </td>
      <td className="border-t px-3 py-1 text-right font-mono tabular-nums">{displayNumber(row.current)}</td>
    </tr>
  );
}

/** The 30-day position grid: symbol pinned on the left, days oldest to newest, then Δ and last price. */
export function EquitiesGrid({ data }: { data: EquitiesContentResponse }) {
  const box = useScrollToOpenDay(data.rows, data.tradingDates.length);
  return (
    <div className="rounded-lg border bg-card">
      <div ref={box} className="relative overflow-x-auto rounded-lg" data-testid="equities-grid">
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
          <EquitiesGridHead dates={data.tradingDates} />
          <tbody>
            {data.rows.map((row) => (
              <EquitiesRow key={row.symbol} row={row} dates={data.tradingDates} />
            ))}
          </tbody>
        </table>
      </div>
      <ScrollHint className="border-t">Swipe sideways for other days, Δ and the last price</ScrollHint>
    </div>
  );
}
