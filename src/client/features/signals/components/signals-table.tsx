import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { Badge } from '@/client/components/ui/badge';
import { LockIcon } from '@/client/components/ui/lock-cell';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { capitalize, displayNumber } from '@/client/lib/format';
import { ScrollHint } from '@/client/components/ui/scroll-hint';
import { cn } from '@/client/lib/cn';
import { DELAYED_LABEL } from '@/core/access';
import { priceFormatOf } from '@/core/markets/price-format';
import type { Market, Signal } from '@/core/schemas/markets';
import { delayedAsOf } from '@/client/lib/delayed';
import { newestDelayedDay, useSignals } from '../api/get-signals';

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

function SignalRow({ s }: { s: Signal }) {
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

/**
 * Above a locked market's rows, so a phone shows why before the padlocks, without scrolling
 * sideways: the crypto signals are for members, with the ways in.
 */
function LockedBanner({ market, offer }: { market: Market; offer?: ReactNode }) {
  return (
    <div className="space-y-3 border-b px-4 py-3 text-sm" data-testid="signals-locked-banner">
      <p className="flex items-start gap-2 font-medium text-amber-300">
        <LockIcon label="Locked" />
        <span>
          The {market} signals are for members.{' '}
          <span className="font-normal text-muted-foreground">
            <Link to={paths.login} className="font-medium text-primary underline underline-offset-4">
              Sign in
            </Link>{' '}
            or{' '}
            <Link to={paths.register} className="font-medium text-primary underline underline-offset-4">
              create a free account
            </Link>{' '}
            to see them.
          </span>
        </span>
      </p>
      {offer}
    </div>
  );
}

/**
 * The signals of one market (live, or delayed and labelled so). `limit` 10 on the landing page (4 skeleton rows), no limit on
 * the signals page (6 skeleton rows). `reserveRows` keeps room for the loaded table so sections
 * below do not jump when the data arrives.
 */
export function SignalsTable({
  market,
  limit,
  skeletonRows,
  reserveRows = 0,
  offer,
}: {
  market: Market;
  limit?: number;
  skeletonRows: number;
  reserveRows?: number;
  /** The trial or the upgrade over locked or delayed rows (the signals route composes it in). */
  offer?: ReactNode;
}) {
  const { data, isLoading, isError } = useSignals(market, limit);
  // The rows are rendered from a deferred copy of the answer: React builds them in a background render
  // that yields to the browser every few milliseconds, so an answer of 30 rows arriving is no long
  // task (Lighthouse's Total Blocking Time on /signals and the landing). Until then the skeleton stays.
  const rows = useDeferredValue(data);
  const pending = isLoading || (rows === undefined && data !== undefined);
  const delayed = rows?.some((r) => r.delayed) ?? false;
  const message = isError
    ? 'Failed to fetch signals'
    : rows && rows.length === 0
      ? `No signals available for ${market} market`
      : null;
  return (
    <div
      className="rounded-lg border bg-card"
      style={reserveRows ? { minHeight: `${2.5 + reserveRows * 2.6}rem` } : undefined}
    >
      {/* Above the table, not only in its last column: a phone shows it without scrolling sideways. */}
      {delayed ? (
        <p
          className="border-b px-4 py-2 text-sm font-medium text-amber-300"
          data-testid="signals-delayed-banner"
        >
          {delayedAsOf(newestDelayedDay(rows ?? []))}
          <span className="font-normal text-muted-foreground"> - live with premium</span>
        </p>
      ) : null}
      {rows?.some((r) => r.signal === 'LOCKED') ? <LockedBanner market={market} offer={offer} /> : null}
      {delayed && offer ? <div className="border-b px-4 py-3">{offer}</div> : null}
      <Table aria-label={`${capitalize(market)} signals`} aria-busy={pending}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((c, i) => (
              <TableHead
                key={c}
                className={cn('whitespace-nowrap', i === 0 && PINNED, c === 'Name' && 'hidden sm:table-cell')}
              >
                {c}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {pending
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <TableRow key={i} data-testid="signal-skeleton-row">
                  {COLUMNS.map((c) => (
                    <TableCell key={c} className={c === 'Name' ? 'hidden sm:table-cell' : undefined}>
                      <Skeleton className="h-4 w-16" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : (rows ?? []).map((s) => <SignalRow key={s.id} s={s} />)}
        </TableBody>
      </Table>
      {rows?.length ? (
        <ScrollHint className="border-t">
          Swipe the table sideways for Current, P&amp;L, P&amp;L % and Status
        </ScrollHint>
      ) : null}
      {delayed ? (
        <p className="border-t px-4 py-3 text-xs text-muted-foreground">
          <span className="font-medium text-amber-300">{DELAYED_LABEL}.</span> Rows marked delayed show each
          signal as of the newest day your plan shows on the {market} page, with that day&apos;s prices and
          P&amp;L.
        </p>
      ) : null}
      {message ? (
        <p
          role={isError ? 'alert' : 'status'}
          className={cn('px-4 py-8 text-center text-sm', isError ? 'text-red-400' : 'text-muted-foreground')}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
