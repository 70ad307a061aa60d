import { Badge } from '@/client/components/ui/badge';
import { LockIcon } from '@/client/components/ui/lock-cell';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { capitalize, displayNumber } from '@/client/lib/format';
import { cn } from '@/client/lib/cn';
import type { Market, Signal } from '@/core/schemas/markets';
import { useSignals } from '../api/get-signals';

const SIGNAL_BADGE: Record<string, BadgeVariant> = { LONG: 'green', SHORT: 'red' };
const COLUMNS = ['Symbol', 'Name', 'Signal', 'Entry', 'Current', 'P&L', 'P&L %', 'Status'];
// The symbol column stays in view while the table scrolls sideways on a phone.
const PINNED = 'sticky left-0 z-10 bg-card';

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

/** A value as the server sent it: LOCKED (not for this viewer) as a lock, 'n/a' or non-numeric as ---. */
function Value({ value, digits = 2, suffix = '' }: { value: string; digits?: number; suffix?: string }) {
  if (value === 'LOCKED') return <LockIcon />;
  const text = displayNumber(value.replace(/%$/, ''), digits);
  return <>{text === '---' ? text : `${text}${suffix}`}</>;
}

function SignalRow({ s }: { s: Signal }) {
  return (
    <TableRow>
      <TableCell className={cn(PINNED, 'font-semibold text-white')}>
        {s.symbol}
        {/* On a phone the name rides under the symbol, so the signal itself stays in view. */}
        <span className="block max-w-24 truncate text-xs font-normal text-muted-foreground sm:hidden">{s.name}</span>
      </TableCell>
      <TableCell className="hidden max-w-56 truncate text-slate-300 sm:table-cell" title={s.name}>
        {s.name}
      </TableCell>
      <TableCell>
        <Badge variant={SIGNAL_BADGE[s.signal] ?? 'grey'}>{s.signal}</Badge>
      </TableCell>
      <TableCell className="tabular-nums">
        <Value value={s.entryPrice} digits={priceDigits(s.entryPrice)} />
      </TableCell>
      <TableCell className="tabular-nums">
        <Value value={s.currentPrice} digits={priceDigits(s.currentPrice)} />
      </TableCell>
      <TableCell className={cn('tabular-nums', pnlClass(s.pnl))}>
        <Value value={s.pnl} />
      </TableCell>
      <TableCell className={cn('tabular-nums', pnlClass(s.pnlPercentage.replace(/%$/, '')))}>
        <Value value={s.pnlPercentage} suffix="%" />
      </TableCell>
      <TableCell>{capitalize(s.status)}</TableCell>
    </TableRow>
  );
}

/**
 * The live signals of one market. `limit` 10 on the landing page (4 skeleton rows), no limit on
 * the signals page (6 skeleton rows). `reserveRows` keeps room for the loaded table so sections
 * below do not jump when the data arrives.
 */
export function SignalsTable({ market, limit, skeletonRows, reserveRows = 0 }: { market: Market; limit?: number; skeletonRows: number; reserveRows?: number }) {
  const { data, isLoading, isError } = useSignals(market, limit);
  const message = isError ? 'Failed to fetch signals' : data && data.length === 0 ? `No signals available for ${market} market` : null;
  return (
    <div className="rounded-lg border bg-card" style={reserveRows ? { minHeight: `${2.5 + reserveRows * 2.6}rem` } : undefined}>
      <Table aria-label={`${capitalize(market)} signals`} aria-busy={isLoading}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((c, i) => (
              <TableHead key={c} className={cn('whitespace-nowrap', i === 0 && PINNED, c === 'Name' && 'hidden sm:table-cell')}>
                {c}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <TableRow key={i} data-testid="signal-skeleton-row">
                  {COLUMNS.map((c) => (
                    <TableCell key={c} className={c === 'Name' ? 'hidden sm:table-cell' : undefined}>
                      <Skeleton className="h-4 w-16" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : (data ?? []).map((s) => <SignalRow key={s.id} s={s} />)}
        </TableBody>
      </Table>
      {data?.some((r) => r.entryPrice === 'LOCKED' || r.pnl === 'LOCKED') ? (
        <p className="flex items-center gap-2 border-t px-4 py-3 text-xs text-muted-foreground">
          <LockIcon label="Locked" />
          Entry prices and P&amp;L are shown to premium subscribers.
        </p>
      ) : null}
      {message ? (
        <p role={isError ? 'alert' : 'status'} className={cn('px-4 py-8 text-center text-sm', isError ? 'text-red-400' : 'text-muted-foreground')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
