import type { FuturesInstrument } from '@/core/schemas/markets';
import { ChangeMarker, isChanged } from '@/client/components/ui/change-marker';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { LockedValue } from '@/client/components/ui/locked-value';
import { STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { PositionDayCells } from '@/client/components/ui/position-day-cells';
import { cn } from '@/client/lib/cn';
import { displayNumber, formatUsd } from '@/client/lib/format';
import { priceFormatOf } from '@/core/markets/price-format';
import type { MetricKey } from './futures-columns';
import type { BlotterState } from './instruction';
import { instructionText } from './instruction';
import { SymbolLink } from './symbol-link';

const num = (d: number) => (n: number) => displayNumber(n, d);

function InstructionCell({ text, className }: { text: string; className: string | undefined }) {
  return (
    <td className={cn('border-t px-3 py-1 text-left text-xs', className)} data-col="instruction">
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
  );
}

export function InstrumentRow({
  inst,
  dates,
  instruction,
  blotter,
  isPremium,
  dayClass,
  colClass,
}: {
  inst: FuturesInstrument;
  dates: string[];
  instruction: string | undefined;
  blotter: BlotterState;
  isPremium: boolean;
  dayClass: (i: number) => string | undefined;
  colClass: (key: MetricKey) => string | undefined;
}) {
  const changed = isChanged(inst.change);
  const text = instructionText(instruction, { isPremium, isPreview: inst.isPreview, blotter });
  const tdBase = 'border-t px-2 py-1 text-right font-mono tabular-nums';
  const td = (key: MetricKey) => cn(tdBase, colClass(key));
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
      <PositionDayCells positions={inst.positions} dates={dates} dayClass={dayClass} />
      <td className={cn('border-t px-2 py-1 text-center', colClass('change'))} data-col="change">
        <ChangeMarker change={inst.change} />
      </td>
      <td className={td('longQty')} data-col="longQty">
        <LockedValue value={inst.longQty} format={num(0)} />
      </td>
      <td className={td('shortQty')} data-col="shortQty">
        <LockedValue value={inst.shortQty} format={num(0)} />
      </td>
      <td className={td('initPrice')} data-col="initPrice">
        <LockedValue value={inst.initPrice} format={price} />
      </td>
      <td className={td('lastPrice')} data-col="lastPrice">
        {price(inst.lastPrice)}
      </td>
      <td
        className={cn(
          td('netPrice'),
          inst.netPrice > 0 ? 'text-green-400' : inst.netPrice < 0 ? 'text-red-400' : undefined,
        )}
      >
        {price(inst.netPrice)}
      </td>
      <td className={td('ote')} data-col="ote">
        <LockedValue value={inst.ote} format={(n) => formatUsd(n)} />
      </td>
      <td className={td('rewardToRisk')} data-col="rewardToRisk">
        <LockedValue value={inst.rewardToRisk} format={num(2)} />
      </td>
      <td className={td('daysInTrade')} data-col="daysInTrade">
        <LockedValue value={inst.daysInTrade} format={num(0)} />
      </td>
      <td className={td('power')} data-col="power">
        <LockedValue value={inst.power} format={num(2)} />
      </td>
      <InstructionCell text={text} className={colClass('instruction')} />
    </tr>
  );
}
