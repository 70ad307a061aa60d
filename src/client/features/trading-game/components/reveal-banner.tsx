import { Link } from 'react-router';
import { returnPct } from '@/core/game/calendar';
import type { GameState } from '@/core/schemas/trading-game';
import { paths } from '@/client/config/paths';
import { formatSignedPercent, formatUsd } from '@/client/lib/format';

type Revealed = NonNullable<GameState['revealed']>;

/** How the chart's prices were disguised so the stock could not be looked up (decision 0049). */
function DisguiseNote({ d }: { d: NonNullable<Revealed['priceDisguise']> }) {
  return (
    <p data-testid="disguise" className="mt-1 text-slate-300">
      So that it could not be looked up, the chart showed its prices × {d.scale.toFixed(4)} with a small daily
      noise, and {d.mergedDays} of its days were two trading days merged into one. Real close on the first day{' '}
      {formatUsd(d.realFirstClose, 2)}, on the last {formatUsd(d.realLastClose, 2)}.
    </p>
  );
}

/**
 * After finish: the mystery stock and its real period revealed, the result badge of spec 02 §4,
 * and the player against buy-and-hold on the same days (ChartGame's yardstick).
 */
export function RevealBanner({ revealed: r, totalPnL }: { revealed: Revealed; totalPnL: number }) {
  const badge = totalPnL > 50_000 ? 'Market Wizard' : totalPnL > 10_000 ? 'Profitable' : 'Learning';
  const beat = totalPnL >= r.buyHoldPnL;
  return (
    <section
      data-testid="reveal"
      className="mb-6 rounded-lg border border-primary/40 bg-primary/10 p-4 text-sm"
    >
      <p className="font-semibold text-white">
        The mystery stock was {r.stockName} ({r.stockSymbol}).
      </p>
      <p className="mt-1 text-slate-300">
        Real prices from {r.firstDate} to {r.lastDate}.
      </p>
      {r.priceDisguise ? <DisguiseNote d={r.priceDisguise} /> : null}
      <p data-testid="versus-buy-hold" className="mt-2 text-slate-300">
        You: {formatUsd(totalPnL)} ({formatSignedPercent(returnPct(totalPnL))}) · Buy and hold:{' '}
        {formatUsd(r.buyHoldPnL)} ({formatSignedPercent(returnPct(r.buyHoldPnL))}) ·{' '}
        <span className={beat ? 'text-green-400' : 'text-red-400'}>
          {beat ? 'You beat buy-and-hold' : 'Buy-and-hold did better'}
        </span>
      </p>
      <p className="mt-1 text-muted-foreground">
        {badge}. Reset the game or start a new one to play again ·{' '}
        <Link to={paths.tradingGameLeaderboard} className="text-primary hover:underline">
          Leaderboard
        </Link>
      </p>
    </section>
  );
}
