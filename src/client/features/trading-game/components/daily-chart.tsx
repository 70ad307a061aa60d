import type { OhlcBar, GameTrade } from '@/core/schemas/trading-game';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { LEVELS } from './daily-chart-series';
import type { Lot } from './daily-chart-series';
import { useDailyChart } from './use-daily-chart';

/**
 * Candles of the last 80 bars with the 40- and 20-day breakout levels of each bar drawn as lines,
 * buy/sell markers on the bars that filled, and the open position's average entry price.
 */
export function DailyChart({
  bars,
  loading,
  idle = false,
  trades,
  lots,
}: {
  bars: OhlcBar[] | undefined;
  loading: boolean;
  /** No game yet: the empty chart invites the player to start one. */
  idle?: boolean;
  trades: GameTrade[] | undefined;
  lots: Lot[] | undefined;
}) {
  const box = useDailyChart(bars, trades, lots);
  const hasBars = !!bars && bars.length > 0;

  return (
    <Card className="mb-6">
      <CardHeader className="pb-3">
        <CardTitle className="flex flex-wrap items-center justify-between gap-2 text-base">
          <span>Daily Chart</span>
          <span className="flex flex-wrap gap-3 text-xs font-normal text-muted-foreground">
            {LEVELS.map((l) => (
              <span key={l.key} className="inline-flex items-center gap-1">
                <span className="inline-block h-0.5 w-4" style={{ backgroundColor: l.color }} /> {l.title}
              </span>
            ))}
            <span className="inline-flex items-center gap-1">
              <span className="inline-block h-0 w-4 border-t border-dotted border-yellow-400" /> Avg entry
            </span>
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p className="flex h-60 items-center justify-center text-sm text-muted-foreground sm:h-80">
            Loading chart data...
          </p>
        ) : !hasBars ? (
          <p className="flex h-60 items-center justify-center text-sm text-muted-foreground sm:h-80">
            {idle ? 'Press Start Game to load a random stock and its daily chart.' : 'No OHLC data available'}
          </p>
        ) : (
          <div ref={box} data-testid="daily-chart" className="h-60 w-full sm:h-80" />
        )}
      </CardContent>
    </Card>
  );
}
