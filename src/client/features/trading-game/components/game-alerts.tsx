import { AlertTriangle } from 'lucide-react';
import type { GameState } from '@/core/schemas/trading-game';
import { Button } from '@/client/components/ui/button';

/** The margin-call banner and, with no equity left, the game-over notice that offers the finish. */
export function GameAlerts({ state, onFinish }: { state: GameState | undefined; onFinish: () => void }) {
  if (!state || state.status !== 'active') return null;
  if (state.gameOver)
    return (
      <section
        role="alert"
        data-testid="game-over"
        className="mb-6 flex flex-col gap-3 rounded-lg border border-red-500/50 bg-red-500/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-red-200">
          <span className="font-semibold text-white">Game over:</span> a margin call on Day{' '}
          {state.marginCallDay} closed your positions and left no equity. Finish the game to reveal the stock.
        </p>
        <Button onClick={onFinish}>Finish Game</Button>
      </section>
    );
  if (state.marginCallDay === null) return null;
  return (
    <section
      role="alert"
      data-testid="margin-call"
      className="mb-6 flex items-start gap-3 rounded-lg border border-yellow-500/50 bg-yellow-500/10 p-4 text-sm text-yellow-100"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-yellow-300" aria-hidden="true" />
      <p>
        <span className="font-semibold text-white">Margin call on Day {state.marginCallDay}:</span> your net
        liquidating value fell below the margin in use, so every position was closed at that day&apos;s close.
      </p>
    </section>
  );
}
