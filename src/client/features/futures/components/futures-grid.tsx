import { Link } from 'react-router';
import type { FuturesInstrument, FuturesResponse } from '@/core/schemas/markets';
import { ChangeMarker, isChanged } from '@/client/components/ui/change-marker';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { LockedValue } from '@/client/components/ui/locked-value';
import { PositionCell, shortDate, STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { displayNumber, formatUsd } from '@/client/lib/format';
import { newestOpenDays } from '@/client/lib/open-days';
import { priceFormatOf } from '@/core/markets/price-format';
import type { BlotterState } from './instruction';
import { instructionText } from './instruction';
import { SymbolLink } from './symbol-link';

/** Spec 02 §9: on a phone only 3 of the 30 days show (the newest the viewer may read). */
const MOBILE_DAYS = 3;
const num = (d: number) => (n: number) => displayNumber(n, d);
const PHONE_HIDDEN = 'hidden md:table-cell';

/** The columns the server may send as 'LOCKED'. */
const LOCKABLE = [
  'change',
  'longQty',
  'shortQty',
  'initPrice',
  'ote',
  'rewardToRisk',
  'daysInTrade',
  'power',
] as const;
type MetricKey = (typeof LOCKABLE)[number] | 'lastPrice' | 'netPrice' | 'instruction';

const METRICS: Array<{ key: MetricKey; label: string }> = [
  { key: 'change', label: 'Δ' },
  { key: 'longQty', label: 'Long' },
  { key: 'shortQty', label: 'Short' },
  { key: 'initPrice', label: 'Init Price' },
  { key: 'lastPrice', label: 'Last' },
  { key: 'netPrice', label: 'Net' },
  { key: 'ote', label: 'OTE' },
  { key: 'rewardToRisk', label: 'R:R' },
  { key: 'daysInTrade', label: 'Days' },
  { key: 'power', label: 'Power' },
  { key: 'instruction', label: 'Instruction' },
];

/**
 * Columns locked in most rows, hidden on a phone (a padlock per cell made the free phone
 * grid unreadable; one notice above the grid says what is premium instead).
 */
function lockedColumns(rows: FuturesInstrument[], isPremium: boolean): Set<MetricKey> {
  const locked = new Set<MetricKey>();
  if (!isPremium) locked.add('instruction'); // 'Premium' on every row but the preview
  for (const key of LOCKABLE)
    if (rows.filter((r) => r[key] === 'LOCKED').length * 2 > rows.length) locked.add(key);
  return locked;
}

function InstrumentRow({
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
      {inst.positions.map((code, i) => (
        <td key={dates[i]} className={cn('border-t px-0.5 py-1 text-center', dayClass(i))}>
          <PositionCell code={code} date={dates[i]} />
        </td>
      ))}
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
      <td
        className={cn('border-t px-3 py-1 text-left text-xs', colClass('instruction'))}
        data-col="instruction"
      >
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
  const rows = data.marketSectors.flatMap((s) => s.instruments);
  // On a phone: the three newest days the viewer can read, and no column that is locked in most rows.
  const shownDays = newestOpenDays(rows, dates.length, MOBILE_DAYS);
  const dayClass = (i: number) => (shownDays.has(i) ? undefined : PHONE_HIDDEN);
  const locked = lockedColumns(rows, data.isPremium);
  const colClass = (key: MetricKey) => (locked.has(key) ? PHONE_HIDDEN : undefined);
  const daysLocked = rows.some((r) => r.positions.slice(-MOBILE_DAYS).includes('LOCKED'));
  return (
    <div className="space-y-2">
      {locked.size > 0 || daysLocked ? (
        <PhoneLockNotice labels={METRICS.filter((m) => locked.has(m.key)).map((m) => m.label)} />
      ) : null}
      <FuturesTable
        data={data}
        instructions={instructions}
        blotter={blotter}
        dayClass={dayClass}
        colClass={colClass}
      />
    </div>
  );
}

/** The one lock notice of the free phone grid: what the hidden columns and days hold. */
function PhoneLockNotice({ labels }: { labels: string[] }) {
  return (
    <p
      data-testid="grid-lock-notice"
      className="flex items-start gap-2 rounded-md border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-200 md:hidden"
    >
      <LockIcon className="mt-0.5 text-amber-300" label="Premium" />
      <span>
        Shown: your newest open days, Last and Net. The latest days
        {labels.length ? `, ${labels.join(', ')}` : ''} are for premium subscribers.{' '}
        <Link to={paths.upgrade} className="font-medium underline">
          Upgrade
        </Link>
      </span>
    </p>
  );
}

function FuturesTable({
  data,
  instructions,
  blotter,
  dayClass,
  colClass,
}: {
  data: FuturesResponse;
  instructions: Map<string, string>;
  blotter: BlotterState;
  dayClass: (i: number) => string | undefined;
  colClass: (key: MetricKey) => string | undefined;
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
                  dayClass(i),
                )}
              >
                <span className="inline-block w-6 -rotate-60 whitespace-nowrap">{shortDate(d)}</span>
              </th>
            ))}
            {METRICS.map(({ key, label }) => (
              <th
                key={key}
                scope="col"
                className={cn(
                  'px-2 py-2 align-bottom',
                  key === 'instruction' ? 'text-left' : key === 'change' ? 'text-center' : 'text-right',
                  colClass(key),
                )}
              >
                {label}
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
                dayClass={dayClass}
                colClass={colClass}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
