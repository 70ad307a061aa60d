import type { PositionCode } from '@/core/schemas/markets';
import { cn } from '@/client/lib/cn';
import { PositionCell } from './position-cell';

/** A grid row's day cells, oldest first; `dayClass` hides some days on a phone. */
export function PositionDayCells({
  positions,
  dates,
  dayClass,
}: {
  positions: Array<PositionCode | 'LOCKED'>;
  dates: string[];
  dayClass?: (i: number) => string | undefined;
}) {
  return positions.map((code, i) => (
    <td key={dates[i]} className={cn('border-t px-0.5 py-1 text-center', dayClass?.(i))}>
      <PositionCell code={code} date={dates[i]} />
    </td>
  ));
}
