import { ExternalLink } from 'lucide-react';
import { cn } from '@/client/lib/cn';

const SIDE_COLOUR = { LONG: 'text-green-400', SHORT: 'text-red-400', FLAT: 'text-foreground' } as const;

/** A symbol linked to its external chart page in a new tab; coloured by position for premium (and ES). */
export function SymbolLink({
  inst,
  colour,
}: {
  inst: { symbol: string; chartLink: string; positionType: keyof typeof SIDE_COLOUR };
  colour: boolean;
}) {
  return (
    <a
      href={inst.chartLink}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 font-mono font-semibold hover:underline',
        colour ? SIDE_COLOUR[inst.positionType] : 'text-foreground',
      )}
    >
      {inst.symbol}
      <ExternalLink className="h-3 w-3 opacity-60" aria-hidden="true" />
    </a>
  );
}
