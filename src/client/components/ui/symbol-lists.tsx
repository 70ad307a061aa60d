import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/client/lib/cn';

type Side = 'long' | 'short' | 'flat';
const SIDES: Array<{ side: Side; label: string; className: string }> = [
  { side: 'long', label: 'Long', className: 'text-green-400' },
  { side: 'short', label: 'Short', className: 'text-red-400' },
  { side: 'flat', label: 'Flat', className: 'text-muted-foreground' },
];

/**
 * The premium expandable long / short / flat symbol lists. Only premium answers carry `lists`
 * (the server sends null otherwise), so this renders nothing for everyone else.
 */
export function SymbolLists({ lists }: { lists: Record<Side, string[]> | null }) {
  const [open, setOpen] = useState<Side | null>(null);
  if (!lists) return null;
  return (
    <div className="rounded-lg border bg-card p-3" data-testid="symbol-lists">
      <div className="flex flex-wrap gap-2">
        {SIDES.map(({ side, label, className }) => (
          <button
            key={side}
            type="button"
            aria-expanded={open === side}
            onClick={() => setOpen(open === side ? null : side)}
            className={cn(
              'inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent',
              className,
            )}
          >
            {label} ({lists[side].length})
            <ChevronDown
              className={cn('h-4 w-4 transition-transform', open === side && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        ))}
      </div>
      {open ? (
        <ul aria-label={`${open} symbols`} className="mt-3 flex flex-wrap gap-1.5">
          {lists[open].length === 0 ? <li className="text-sm text-muted-foreground">None</li> : null}
          {lists[open].map((s) => (
            <li key={s} className="rounded bg-muted px-2 py-0.5 font-mono text-xs">
              {s}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
