import { cn } from '@/client/lib/cn';
import { LockIcon } from './lock-cell';

/**
 * The daily change markers (spec 01 §4, spec 02 §4): previous day against the latest.
 * ↗ long initiation, ↘ short initiation, ⇄ liquidation, ⇈ / ⇊ reversals, nothing when unchanged.
 */
export type ChangeKind =
  | 'long-initiation'
  | 'short-initiation'
  | 'liquidation'
  | 'liquidation-profit'
  | 'liquidation-loss'
  | 'reversal-to-long'
  | 'reversal-to-short'
  | 'none';

export const CHANGE_MARKERS: Record<
  Exclude<ChangeKind, 'none'>,
  { glyph: string; label: string; className: string }
> = {
  'long-initiation': { glyph: '↗', label: 'Long initiation', className: 'text-green-400' },
  'short-initiation': { glyph: '↘', label: 'Short initiation', className: 'text-red-400' },
  liquidation: { glyph: '⇄', label: 'Liquidation', className: 'text-amber-300' },
  'liquidation-profit': { glyph: '⇄', label: 'Liquidation (profitable)', className: 'text-green-400' },
  'liquidation-loss': { glyph: '⇄', label: 'Liquidation (loss)', className: 'text-red-400' },
  'reversal-to-long': { glyph: '⇈', label: 'Reversal short to long', className: 'text-green-400' },
  'reversal-to-short': { glyph: '⇊', label: 'Reversal long to short', className: 'text-red-400' },
};

export function ChangeMarker({ change, className }: { change: ChangeKind | 'LOCKED'; className?: string }) {
  if (change === 'LOCKED') return <LockIcon className="align-middle" />;
  if (change === 'none') return <span className="sr-only">No change</span>;
  const m = CHANGE_MARKERS[change];
  return (
    <span
      role="img"
      aria-label={m.label}
      title={m.label}
      className={cn('text-lg font-bold leading-none', m.className, className)}
    >
      {m.glyph}
    </span>
  );
}

export function isChanged(change: ChangeKind | 'LOCKED'): boolean {
  return change !== 'none' && change !== 'LOCKED';
}

/** The changes a long-and-short market (futures, equities) can show under its grid. */
export const LONG_SHORT_CHANGES: Array<Exclude<ChangeKind, 'none'>> = [
  'long-initiation',
  'short-initiation',
  'liquidation',
  'reversal-to-long',
  'reversal-to-short',
];

/** The legend of the position codes and change markers shown under a grid. */
export function MarketLegend({
  kinds,
  note,
  longOnly,
}: {
  kinds: Array<Exclude<ChangeKind, 'none'>>;
  note?: string;
  longOnly?: boolean;
}) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground"
      data-testid="legend"
    >
      <span className="inline-flex items-center gap-1">
        <span className="inline-block h-3 w-3 rounded bg-green-600/80" /> L Long
      </span>
      {longOnly ? null : (
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded bg-red-600/80" /> S Short
        </span>
      )}
      <span className="inline-flex items-center gap-1">
        <span className="inline-block h-3 w-3 rounded bg-muted" /> - Flat
      </span>
      {kinds.map((k) => (
        <span key={k} className="inline-flex items-center gap-1">
          <span className={cn('font-bold', CHANGE_MARKERS[k].className)}>{CHANGE_MARKERS[k].glyph}</span>{' '}
          {CHANGE_MARKERS[k].label}
        </span>
      ))}
      <span className="inline-flex items-center gap-1">
        <LockIcon /> Premium only
      </span>
      {note ? <span>{note}</span> : null}
    </div>
  );
}
