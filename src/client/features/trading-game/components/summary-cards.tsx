import { returnPct } from '@/core/game/calendar';
import { STARTING_BALANCE } from '@/core/game/constants';
import type { GameState } from '@/core/schemas/trading-game';
import { Card, CardContent } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';
import { formatSignedPercent, formatUsd } from '@/client/lib/format';

/**
 * The high score is the best final balance of a finished game (never below $0) and its return on
 * the $100,000 start; before the first finish there is none to show.
 */
const highScoreText = (best: number | null) =>
  best === null
    ? 'High score: none yet'
    : `High score ${formatUsd(best)} (${formatSignedPercent(returnPct(best - STARTING_BALANCE))})`;

const tone = (n: number) => (n > 0 ? 'text-green-400' : n < 0 ? 'text-red-400' : 'text-foreground');

/** The six summary cards: balance, equity, total P&L, open trade equity, win rate, trades + high score. */
export function SummaryCards({ state }: { state: GameState | undefined }) {
  const s = state?.stats;
  const cards = [
    { label: 'Account Balance', value: formatUsd(s?.balance ?? STARTING_BALANCE), sub: 'After realized P&L' },
    {
      label: 'Net Liquidating Value',
      value: formatUsd(s?.netLiquidatingValue ?? STARTING_BALANCE),
      sub: 'Balance + open equity',
    },
    {
      label: 'Total P&L',
      value: formatUsd(s?.totalPnL ?? 0),
      sub: formatSignedPercent(((s?.totalPnL ?? 0) / STARTING_BALANCE) * 100),
      className: tone(s?.totalPnL ?? 0),
    },
    {
      label: 'Open Trade Equity',
      value: formatUsd(s?.unrealizedPnL ?? 0),
      sub: 'Unrealized P&L',
      className: tone(s?.unrealizedPnL ?? 0),
    },
    {
      label: 'Win Rate',
      value: `${(s?.winRate ?? 0).toFixed(1)}%`,
      sub: `${s?.winningTrades ?? 0} won / ${s?.losingTrades ?? 0} lost`,
    },
    {
      label: 'Total Trades',
      value: String(s?.totalTrades ?? 0),
      sub: highScoreText(s?.highScore ?? null),
    },
  ];
  return (
    <section aria-label="Game summary" className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {cards.map((c) => (
        <Card key={c.label}>
          <CardContent className="p-4">
            <p className="text-xs text-muted-foreground">{c.label}</p>
            <p
              data-testid={`card-${c.label}`}
              className={cn('mt-1 truncate text-lg font-bold sm:text-xl', c.className)}
            >
              {c.value}
            </p>
            <p className="mt-0.5 text-xs text-muted-foreground sm:truncate">{c.sub}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
