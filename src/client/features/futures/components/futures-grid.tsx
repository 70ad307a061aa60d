import type { FuturesInstrument, FuturesResponse } from '@/core/schemas/markets';
import { ChangeMarker, isChanged } from '@/client/components/ui/change-marker';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { LockedValue } from '@/client/components/ui/locked-value';
import { PositionCell, shortDate, STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { cn } from '@/client/lib/cn';
import { displayNumber, formatUsd } from '@/client/lib/format';
import { priceFormatOf } from '@/core/markets/price-format';
import type { BlotterState } from './instruction';
import { instructionText } from './instruction';
import { SymbolLink } from './symbol-link';

/** Spec 02 §9: on a phone only the last 3 of the 30 days show. */
const MOBILE_DAYS = 3;
const num = (d: number) => (n: number) => displayNumber(n, d);

function dayClass(i: number, total: number) {
  return i < total - MOBILE_DAYS ? 'hidden md:table-cell' : undefined;
}

const METRICS = [
  'Δ',
  'Long',
  'Short',
  'Init Price',
  'Last',
  'Net',
  'OTE',
  'R:R',
  'Days',
  'Power',
  'Instruction',
];

function InstrumentRow({
  inst,
  dates,
  instruction,
  blotter,
  isPremium,
}: {
  inst: FuturesInstrument;
  dates: string[];
  instruction: string | undefined;
  blotter: BlotterState;
  isPremium: boolean;
}) {
  const changed = isChanged(inst.change);
  const text = instructionText(instruction, { isPremium, isPreview: inst.isPreview, blotter });
  const td = 'border-t px-2 py-1 text-right font-mono tabular-nums';
  const price = priceFormatOf(inst.symbol); // the market's tick: 32nds for notes and bonds
  return (
    <tr
      data-symbol={inst.symbol}
      data-changed={changed || undefined}
      className={cn(changed ? 'bg-amber-400/10' : 'hover:bg-muted/30')}
    >
      <th
        scope="row"
        className={cn(STICKY_COLUMN, 'border-t px-3 py-1 text-left font-normal', changed && 'bg-[#2a2a1f]')}
      >
        <SymbolLink inst={inst} colour={isPremium || inst.isPreview} />
        <div className="max-w-[8rem] truncate text-[11px] text-muted-foreground">{inst.name}</div>
      </th>
      {inst.positions.map((code, i) => (
        <td key={dates[i]} className={cn('border-t px-0.5 py-1 text-center', dayClass(i, dates.length))}>
          <PositionCell code={code} date={dates[i]} />
        </td>
      ))}
      <td className="border-t px-2 py-1 text-center" data-col="change">
        <ChangeMarker change={inst.change} />
      </td>
      <td className={td} data-col="longQty">
        <LockedValue value={inst.longQty} format={num(0)} />
      </td>
      <td className={td} data-col="shortQty">
        <LockedValue value={inst.shortQty} format={num(0)} />
      </td>
      <td className={td} data-col="initPrice">
        <LockedValue value={inst.initPrice} format={price} />
      </td>
      <td className={td} data-col="lastPrice">
        {price(inst.lastPrice)}
      </td>
      <td
        className={cn(
          td,
          inst.netPrice > 0 ? 'text-green-400' : inst.netPrice < 0 ? 'text-red-400' : undefined,
        )}
      >
        {price(inst.netPrice)}
      </td>
      <td className={td} data-col="ote">
        <LockedValue value={inst.ote} format={(n) => formatUsd(n)} />
      </td>
      <td className={td} data-col="rewardToRisk">
        <LockedValue value={inst.rewardToRisk} format={num(2)} />
      </td>
      <td className={td} data-col="daysInTrade">
        <LockedValue value={inst.daysInTrade} format={num(0)} />
      </td>
      <td className={td} data-col="power">
        <LockedValue value={inst.power} format={num(2)} />
      </td>
      <td className="border-t px-3 py-1 text-left text-xs" data-col="instruction">
        {text === 'Premium' ? (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <LockIcon /> Premium
          </span>
        ) : (
          <span
            className={cn(
              'inline-block max-w-[16rem] whitespace-normal',
              text === 'No instruction' && 'text-muted-foreground',
            )}
          >
            {text}
          </span>
        )}
      </td>
    </tr>
  );
}

/** The '30-Day Grid': one section per market sector, the symbol column pinned while it scrolls. */
export function FuturesGrid({
  data,
  instructions,
  blotter,
}: {
  data: FuturesResponse;
  instructions: Map<string, string>;
  blotter: BlotterState;
}) {
  const dates = data.tradingDates;
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card" data-testid="futures-grid">
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className={cn(STICKY_COLUMN, 'z-20 px-3 py-2 text-left align-bottom')}>
              Symbol
            </th>
            {dates.map((d, i) => (
              <th
                key={d}
                scope="col"
                className={cn(
                  'h-14 px-0.5 pb-1 text-center align-bottom text-[10px] font-normal',
                  dayClass(i, dates.length),
                )}
              >
                <span className="inline-block w-6 -rotate-60 whitespace-nowrap">{shortDate(d)}</span>
              </th>
            ))}
            {METRICS.map((m) => (
              <th
                key={m}
                scope="col"
                className={cn(
                  'px-2 py-2 align-bottom',
                  m === 'Instruction' ? 'text-left' : m === 'Δ' ? 'text-center' : 'text-right',
                )}
              >
                {m}
              </th>
            ))}
          </tr>
        </thead>
        {data.marketSectors.map((sector) => (
          <tbody key={sector.name}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={1}
                className={cn(
                  STICKY_COLUMN,
                  'border-t bg-muted px-3 py-1 text-left text-xs font-semibold uppercase tracking-wide',
                )}
              >
                {sector.name}
              </th>
              <td colSpan={dates.length + METRICS.length} className="border-t bg-muted" />
            </tr>
            {sector.instruments.map((inst) => (
              <InstrumentRow
                key={inst.symbol}
                inst={inst}
                dates={dates}
                instruction={instructions.get(inst.symbol)}
                blotter={blotter}
                isPremium={data.isPremium}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
