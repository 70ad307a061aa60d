import { STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { cn } from '@/client/lib/cn';

/** A sector's heading row: its name in the pinned column, the rest of the row shaded. */
export function SectorHeaderRow({
  name,
  restSpan,
  headerSpan,
  className,
}: {
  name: string;
  /** The columns after the pinned one. */
  restSpan: number;
  headerSpan?: number;
  className?: string;
}) {
  return (
    <tr>
      <th
        scope="rowgroup"
        colSpan={headerSpan}
        className={cn(
          STICKY_COLUMN,
          'border-t bg-muted px-3 py-1 text-left text-xs font-semibold uppercase',
          className,
        )}
      >
        {name}
      </th>
      <td colSpan={restSpan} className="border-t bg-muted" />
    </tr>
  );
}
