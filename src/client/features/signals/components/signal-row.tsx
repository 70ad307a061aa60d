import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { TableCell, TableRow } from '@/client/components/ui/table';
import { capitalize, displayNumber } from '@/client/lib/format';
import { cn } from '@/client/lib/cn';
import { DELAYED_LABEL } from '@/core/access';
import { priceFormatOf } from '@/core/markets/price-format';
import type { Signal } from '@/core/schemas/markets';

const SIGNAL_BADGE: Record<string, BadgeVariant> = { LONG: 'green', SHORT: 'red' };
// The symbol column stays in view while the table scrolls sideways on a phone.
export const PINNED = 'sticky left-0 z-10 bg-card';

function pnlClass(value: string): string {
  const n = Number(value);
  if (value === 'n/a' || !Number.isFinite(n) || n === 0) return '';
  return n > 0 ? 'text-green-400' : 'text-red-400';
}

/** Prices under 1 (many cryptos) need more decimals than 2 to mean anything. */
function priceDigits(value: string): number {
  const n = Math.abs(Number(value));
  return Number.isFinite(n) && n > 0 && n < 1 ? 4 : 2;
}

/**
 * A price as traders read it: a futures market on its tick (Treasuries in 32nds, 103'16.5), other
 * markets with 2 decimals (4 under 1).
 */
function priceText(s: Signal, value: string): string {
  const n = Number(value);
  if (s.market !== 'futures' || value === 'n/a' || value === '' || !Number.isFinite(n))
    return displayNumber(value, priceDigits(value));
  return priceFormatOf(s.symbol)(n);
}

/** A value as the server sent it: LOCKED (not for this viewer) as a lock, 'n/a' or non-numeric as ---. */
function Value({ value, digits = 2, suffix = '' }: { value: string; digits?: number; suffix?: string }) {
  if (value === 'LOCKED') return <LockIcon />;
  const text = displayNumber(value.replace(/%$/, ''), digits);
  return <>{text === '---' ? text : `${text}${suffix}`}</>;
}

function Price({ s, value }: { s: Signal; value: string }) {
  return value === 'LOCKED' ? <LockIcon /> : <>{priceText(s, value)}</>;
}

const PRICES_LOCKED = 'Prices with premium';
/** The row shows its direction and dates, but none of its prices. */
const pricesLocked = (s: Signal) =>
  s.signal !== 'LOCKED' &&
  [s.entryPrice, s.currentPrice, s.pnl, s.pnlPercentage].every((v) => v === 'LOCKED');

export function SignalRow({ s }: { s: Signal }) {
  return (
    <TableRow>
      <TableCell className={cn(PINNED, 'font-semibold text-white')}>
        {s.symbol}
        {/* On a phone the name rides under the symbol, so the signal itself stays in view. */}
        <span className="block max-w-24 truncate text-xs font-normal text-muted-foreground sm:hidden">
          {s.name}
        </span>
      </TableCell>
      <TableCell className="hidden max-w-56 truncate text-slate-300 sm:table-cell" title={s.name}>
        {s.name}
      </TableCell>
      <TableCell>
        {s.signal === 'LOCKED' ? (
          <LockIcon />
        ) : (
          <Badge variant={SIGNAL_BADGE[s.signal] ?? 'grey'}>{s.signal}</Badge>
        )}
      </TableCell>
      {pricesLocked(s) ? (
        // A delayed futures row: one notice instead of four locks (the grid locks its entry price).
        <TableCell
          colSpan={4}
          className="whitespace-nowrap text-xs text-muted-foreground"
          data-testid="signal-prices-locked"
        >
          <span className="inline-flex items-center gap-1.5">
            <LockIcon label="Prices locked - premium only" />
            {PRICES_LOCKED}
          </span>
        </TableCell>
      ) : (
        <>
          <TableCell className="whitespace-nowrap tabular-nums" data-testid="signal-entry">
            <Price s={s} value={s.entryPrice} />
          </TableCell>
          <TableCell className="whitespace-nowrap tabular-nums" data-testid="signal-current">
            <Price s={s} value={s.currentPrice} />
          </TableCell>
          <TableCell className={cn('tabular-nums', pnlClass(s.pnl))}>
            <Value value={s.pnl} />
          </TableCell>
          <TableCell className={cn('tabular-nums', pnlClass(s.pnlPercentage.replace(/%$/, '')))}>
            <Value value={s.pnlPercentage} suffix="%" />
          </TableCell>
        </>
      )}
      <TableCell className="whitespace-nowrap">
        <span data-testid="signal-status">{s.status === 'locked' ? <LockIcon /> : capitalize(s.status)}</span>
        {/* Free is delayed: the row is the signal as of the newest day the viewer's market page shows, and
            the position may have closed since (the server does not tell a delayed viewer): 'Active as of'. */}
        {s.delayed && s.asOf ? (
          <>
            {s.status === 'locked' ? null : <span data-testid="signal-status-date"> as of {s.asOf}</span>}
            <span className="block text-xs text-amber-300" data-testid="signal-delayed">
              {DELAYED_LABEL}
            </span>
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
