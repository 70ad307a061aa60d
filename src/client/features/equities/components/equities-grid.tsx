import { useEffect, useRef } from 'react';
import type { EquitiesContentResponse } from '@/core/schemas/markets';
import { ChangeMarker } from '@/client/components/ui/change-marker';
import { ChartPreview } from '@/client/components/ui/chart-preview';
import { PositionCell, shortDate, STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { ScrollHint } from '@/client/components/ui/scroll-hint';
import { cn } from '@/client/lib/cn';
import { openDayIndices } from '@/client/lib/open-days';
import { displayNumber } from '@/client/lib/format';

/** The 30-day position grid: symbol pinned on the left, days oldest to newest, then Δ and last price. */
export function EquitiesGrid({ data }: { data: EquitiesContentResponse }) {
  const box = useRef<HTMLDivElement>(null);
  const days = data.tradingDates.length;
  const open = openDayIndices(data.rows, days);
  const lastOpen = open.length ? open[open.length - 1] : days - 1;
  // On a narrow screen start scrolled to the newest day the viewer can read (for a free member the
  // newest 10 are locked: a wall of padlocks is not what they came for).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const th = el.querySelector<HTMLElement>(`th[data-day="${lastOpen}"]`);
    el.scrollLeft =
      lastOpen === days - 1 || !th ? el.scrollWidth : th.offsetLeft + th.offsetWidth - el.clientWidth;
  }, [lastOpen, days]);
  return (
    <div className="rounded-lg border bg-card">
      <div ref={box} className="relative overflow-x-auto rounded-lg" data-testid="equities-grid">
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
          <thead>
            <tr className="text-xs text-muted-foreground">
              <th scope="col" className={cn(STICKY_COLUMN, 'z-20 px-3 py-2 text-left align-bottom')}>
                Symbol
              </th>
              {data.tradingDates.map((d, i) => (
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
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.symbol} data-symbol={row.symbol} className="hover:bg-muted/30">
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
                {row.positions.map((code, i) => (
                  <td key={data.tradingDates[i]} className="border-t px-0.5 py-1 text-center">
                    <PositionCell code={code} date={data.tradingDates[i]} />
                  </td>
                ))}
                <td className="border-t px-2 py-1 text-center" data-col="change">
                  <ChangeMarker change={row.change} />
                </td>
                <td className="border-t px-3 py-1 text-right font-mono tabular-nums">
                  {displayNumber(row.current)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ScrollHint className="border-t">Swipe sideways for other days, Δ and the last price</ScrollHint>
    </div>
  );
}
