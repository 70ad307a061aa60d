import { TrendingDown, TrendingUp } from 'lucide-react';
import { CONTRACT_CHOICES } from '@/core/game/constants';
import { contractChoiceDisabled } from '@/core/game/margin';
import type { GameState } from '@/core/schemas/trading-game';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';
import { formatUsd } from '@/client/lib/format';

/** Contract choices (disabled when not active or contracts x 500 > balance), Buy (long) and Sell (short). */
export function TradingPanel({
  state,
  symbol,
  contracts,
  onContracts,
  onTrade,
  pending,
}: {
  state: GameState | undefined;
  symbol: string;
  contracts: number;
  onContracts: (n: number) => void;
  onTrade: (side: 'long' | 'short') => void;
  pending: boolean;
}) {
  const active = state?.gameActive ?? false;
  const balance = state?.stats.balance ?? 0;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Trading</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            Instrument{' '}
            <span data-testid="instrument" className="font-mono text-foreground">
              {symbol}
            </span>
          </span>
          <span className="font-mono text-lg font-semibold">
            {state?.currentPrice != null ? state.currentPrice.toFixed(2) : '---'}
          </span>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm text-muted-foreground">Contracts</legend>
          <div className="grid grid-cols-5 gap-2">
            {CONTRACT_CHOICES.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={contracts === n}
                disabled={contractChoiceDisabled(n, active, balance)}
                onClick={() => onContracts(n)}
                className={cn(
                  'h-9 rounded-md border text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                  contracts === n
                    ? 'border-primary bg-primary/20 text-primary'
                    : 'border-input hover:bg-accent',
                )}
              >
                {n}
              </button>
            ))}
          </div>
        </fieldset>
        <p className="text-xs text-muted-foreground">
          Margin for {contracts} contract{contracts === 1 ? '' : 's'}: {formatUsd(contracts * 500)} · fills at
          the current bar's close
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Button
            className="bg-green-600 text-white hover:bg-green-500"
            disabled={!active || pending}
            onClick={() => onTrade('long')}
          >
            <TrendingUp /> Buy
          </Button>
          <Button
            className="bg-red-600 text-white hover:bg-red-500"
            disabled={!active || pending}
            onClick={() => onTrade('short')}
          >
            <TrendingDown /> Sell
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
