import type { PositionCode } from '@/core/schemas/markets';
import { cn } from '@/client/lib/cn';
import { LockIcon } from './lock-cell';

const CODE_STYLE: Record<PositionCode, string> = {
  L: 'bg-green-600/80 text-white',
  S: 'bg-red-600/80 text-white',
  '-': 'bg-muted/60 text-muted-foreground',
};
const CODE_LABEL: Record<PositionCode, string> = { L: 'Long', S: 'Short', '-': 'Flat' };

/** One day of a position grid: L (long, green), S (short, red), - (flat), or a lock. */
export function PositionCell({ code, date }: { code: PositionCode | 'LOCKED'; date?: string }) {
  if (code === 'LOCKED') {
    return (
      <span className="inline-flex h-6 w-6 items-center justify-center" data-cell="locked">
        <LockIcon label={date ? `${date}: locked - premium only` : undefined} />
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex h-6 w-6 items-center justify-center rounded text-[11px] font-semibold',
        CODE_STYLE[code],
      )}
      title={date ? `${date}: ${CODE_LABEL[code]}` : CODE_LABEL[code]}
      data-cell={code}
    >
      {code}
    </span>
  );
}

/** Classes of a grid's pinned first column: it stays visible while the grid scrolls sideways. */
export const STICKY_COLUMN = 'sticky left-0 z-10 bg-card shadow-[1px_0_0_0_var(--color-border)]';

/** Short header of a trading day: 'MM/DD'. */
export function shortDate(iso: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[1]}/${m[2]}` : iso;
}
