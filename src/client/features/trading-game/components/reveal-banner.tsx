import { formatUsd } from '@/client/lib/format';

/** After finish: the mystery stock revealed, with the game's result badge wording of spec 02 §4. */
export function RevealBanner({
  stockName,
  stockSymbol,
  totalPnL,
}: {
  stockName: string;
  stockSymbol: string;
  totalPnL: number;
}) {
  const badge = totalPnL > 50_000 ? 'Market Wizard' : totalPnL > 10_000 ? 'Profitable' : 'Learning';
  return (
    <section
      data-testid="reveal"
      className="mb-6 rounded-lg border border-primary/40 bg-primary/10 p-4 text-sm"
    >
      <p className="font-semibold text-white">
        The mystery stock was {stockName} ({stockSymbol}).
      </p>
      <p className="mt-1 text-muted-foreground">
        Final P&L {formatUsd(totalPnL)} · {badge}. Reset the game or start a new one to play again.
      </p>
    </section>
  );
}
