import { marginMeterColour, marginMeterWidth } from '@/core/game/margin';
import type { GameState } from '@/core/schemas/trading-game';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';
import { formatUsd } from '@/client/lib/format';

const METER = { green: 'bg-green-500', yellow: 'bg-yellow-400', red: 'bg-red-500' } as const;

/** Net position, the open FIFO lots with their open trade equity, and the margin meter. */
export function PositionsPanel({ state }: { state: GameState | undefined }) {
  const pos = state?.positions;
  const net = pos?.netPosition ?? 0;
  const pct = pos?.marginUsagePct ?? 0;
  const colour = marginMeterColour(pct);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Positions</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p
          data-testid="net-position"
          className={cn(
            'text-xl font-bold',
            net > 0 ? 'text-green-400' : net < 0 ? 'text-red-400' : 'text-muted-foreground',
          )}
        >
          {net > 0 ? `LONG ${net}` : net < 0 ? `SHORT ${-net}` : 'FLAT'}
        </p>
        <div>
          <div className="mb-1 flex justify-between text-xs text-muted-foreground">
            <span>Margin used {formatUsd(pos?.marginUsed ?? 0)}</span>
            <span data-testid="margin-usage" data-colour={colour}>
              {pct.toFixed(1)}%
            </span>
          </div>
          <div
            className="h-3 overflow-hidden rounded-full bg-secondary"
            role="meter"
            aria-label="Margin usage"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(marginMeterWidth(pct))}
          >
            <div
              className={cn('h-full rounded-full transition-all', METER[colour])}
              style={{ width: `${marginMeterWidth(pct)}%` }}
            />
          </div>
        </div>
        {pos && pos.lots.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {pos.lots.map((l, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span className={l.side === 'long' ? 'text-green-400' : 'text-red-400'}>
                  {l.side === 'long' ? 'Long' : 'Short'} {l.contracts} @ {l.price.toFixed(2)}
                </span>
                <span className={l.openTradeEquity >= 0 ? 'text-green-400' : 'text-red-400'}>
                  {formatUsd(l.openTradeEquity)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No open positions</p>
        )}
      </CardContent>
    </Card>
  );
}
