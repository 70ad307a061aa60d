import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { capitalize } from '@/client/lib/format';
import { ScrollHint } from '@/client/components/ui/scroll-hint';
import { cn } from '@/client/lib/cn';
import { DELAYED_LABEL } from '@/core/access';
import type { Market, Signal } from '@/core/schemas/markets';
import { delayedAsOf } from '@/client/lib/delayed';
import { newestDelayedDay } from '../api/get-signals';
import { PINNED, SignalRow } from './signal-row';
import { useSignalRows } from './use-signal-rows';

const COLUMNS = ['Symbol', 'Name', 'Signal', 'Entry', 'Current', 'P&L', 'P&L %', 'Status'];

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

/** The table itself: skeleton rows while the answer is pending, then one row per signal. */
function SignalsGrid({
  market,
  pending,
  rows,
  skeletonRows,
}: {
  market: Market;
  pending: boolean;
  rows: Signal[] | undefined;
  skeletonRows: number;
}) {
  return (
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
  );
}

/** Under delayed rows: what 'delayed' means for them. */
function DelayedNote({ market }: { market: Market }) {
  return (
    <p className="border-t px-4 py-3 text-xs text-muted-foreground">
      <span className="font-medium text-amber-300">{DELAYED_LABEL}.</span> Rows marked delayed show each
      signal as of the newest day your plan shows on the {market} page, with that day&apos;s prices and
      P&amp;L.
    </p>
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
  const { rows, pending, delayed, isError, message } = useSignalRows(market, limit);
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
      <SignalsGrid market={market} pending={pending} rows={rows} skeletonRows={skeletonRows} />
      {rows?.length ? (
        <ScrollHint className="border-t">
          Swipe the table sideways for Current, P&amp;L, P&amp;L % and Status
        </ScrollHint>
      ) : null}
      {delayed ? <DelayedNote market={market} /> : null}
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
