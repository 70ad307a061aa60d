import type { CryptoContentResponse } from '@/core/schemas/markets';
import { ChangeMarker } from '@/client/components/ui/change-marker';
import { ChartPreview } from '@/client/components/ui/chart-preview';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { shortDate, STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { PositionDayCells } from '@/client/components/ui/position-day-cells';
import { ScrollHint } from '@/client/components/ui/scroll-hint';
import { cn } from '@/client/lib/cn';
import { newestOpenDays } from '@/client/lib/open-days';
import { displayNumber } from '@/client/lib/format';

/** Spec 01 §9: on a phone only 3 of the 16 days are shown (the newest the viewer may read, docs/features/markets-pages.md). */
const MOBILE_DAYS = 3;

type CryptoRowData = CryptoContentResponse['rows'][number];
type DayClass = (i: number) => string | undefined;

function price(v: number | null | 'LOCKED') {
  if (v === 'LOCKED') return <LockIcon className="align-middle" />;
  return displayNumber(v, v !== null && Math.abs(v) < 1 ? 4 : 2);
}

function CryptoGridHead({ dates, dayClass }: { dates: string[]; dayClass: DayClass }) {
  return (
    <thead>
      <tr className="text-xs text-muted-foreground">
        <th scope="col" className={cn(STICKY_COLUMN, 'z-20 px-3 py-2 text-left')}>
          Crypto
        </th>
        {dates.map((d, i) => (
          <th
            key={d}
            scope="col"
            className={cn('px-0.5 py-2 text-center text-[10px] font-normal', dayClass(i))}
          >
            {shortDate(d)}
          </th>
        ))}
        <th scope="col" className="px-3 py-2 text-right">
          Last
        </th>
        <th scope="col" className="px-3 py-2 text-right">
          Stop
        </th>
        <th scope="col" className="px-3 py-2 text-right">
          40D High
        </th>
        <th scope="col" className="px-2 py-2 text-center">
          Change
        </th>
      </tr>
    </thead>
  );
}

function CryptoRow({ row, dates, dayClass }: { row: CryptoRowData; dates: string[]; dayClass: DayClass }) {
  return (
    <tr data-symbol={row.symbol} className="hover:bg-muted/30">
      <th scope="row" className={cn(STICKY_COLUMN, 'border-t px-3 py-1 text-left font-normal')}>
        <div className="flex items-center gap-2">
          <img
            src={row.logo}
            alt=""
            width={20}
            height={20}
            className="h-5 w-5 shrink-0 rounded-full"
            loading="lazy"
          />
          <span className="font-mono font-semibold">{row.symbol}</span>
          {row.chartImageUrl ? <ChartPreview src={row.chartImageUrl} symbol={row.chartSymbol} /> : null}
        </div>
        <div className="max-w-[8rem] truncate pl-7 text-[11px] text-muted-foreground">{row.name}</div>
      </th>
      <PositionDayCells positions={row.positions} dates={dates} dayClass={dayClass} />
      <td className="border-t px-3 py-1 text-right font-mono tabular-nums">{price(row.last)}</td>
      <td className="border-t px-3 py-1 text-right font-mono tabular-nums" data-col="stop">
        {price(row.stop)}
      </td>
      <td className="border-t px-3 py-1 text-right font-mono tabular-nums" data-col="high">
        {row.fortyDayHigh === null ? 'n/a' : price(row.fortyDayHigh)}
      </td>
      <td className="border-t px-2 py-1 text-center" data-col="change">
        <ChangeMarker change={row.change} />
      </td>
    </tr>
  );
}

export function CryptoGrid({ data }: { data: CryptoContentResponse }) {
  const n = data.tradingDates.length;
  // On a phone: the three most recent days the viewer can read (a free member's newest days are locked).
  const shown = newestOpenDays(data.rows, n, MOBILE_DAYS);
  const dayClass = (i: number) => (shown.has(i) ? undefined : 'hidden md:table-cell');
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card" data-testid="crypto-grid">
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <CryptoGridHead dates={data.tradingDates} dayClass={dayClass} />
        <tbody>
          {data.rows.map((row) => (
            <CryptoRow key={row.symbol} row={row} dates={data.tradingDates} dayClass={dayClass} />
          ))}
        </tbody>
      </table>
      <ScrollHint className="border-t">Swipe sideways for Last, Stop, 40D High and Change</ScrollHint>
    </div>
  );
}
