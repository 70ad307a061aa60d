import { Link } from 'react-router';
import type { FuturesResponse } from '@/core/schemas/markets';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { shortDate, STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { newestOpenDays } from '@/client/lib/open-days';
import { lockedColumns, METRICS } from './futures-columns';
import type { MetricKey } from './futures-columns';
import type { BlotterState } from './instruction';
import { InstrumentRow } from './instrument-row';
import { SectorHeaderRow } from './sector-header-row';

/** Spec 02 §9: on a phone only 3 of the 30 days show (the newest the viewer may read). */
const MOBILE_DAYS = 3;
const PHONE_HIDDEN = 'hidden md:table-cell';

type DayClass = (i: number) => string | undefined;
type ColClass = (key: MetricKey) => string | undefined;

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

function FuturesTableHead({
  dates,
  dayClass,
  colClass,
}: {
  dates: string[];
  dayClass: DayClass;
  colClass: ColClass;
}) {
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
            className={cn('h-14 px-0.5 pb-1 text-center align-bottom text-[10px] font-normal', dayClass(i))}
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
  dayClass: DayClass;
  colClass: ColClass;
}) {
  const dates = data.tradingDates;
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card" data-testid="futures-grid">
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <FuturesTableHead dates={dates} dayClass={dayClass} colClass={colClass} />
        {data.marketSectors.map((sector) => (
          <tbody key={sector.name}>
            <SectorHeaderRow
              name={sector.name}
              headerSpan={1}
              restSpan={dates.length + METRICS.length}
              className="tracking-wide"
            />
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
