import { useCallback, useState } from 'react';
import { checkMargin, insufficientMarginText } from '@/core/game/margin';
import type { GameState, TradeBody } from '@/core/schemas/trading-game';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { usePlaceTrade } from '../api/place-trade';
import { pickAnimation } from './trade-animation';
import type { TradeAnimationKind } from './trade-animation';

/**
 * Places a trade the way spec 02 §5 says: 'Invalid Trade' for no contracts, the local margin
 * check (the same rule the server enforces) with 'Insufficient Margin', then the server call
 * ('Trade Failed' with its message). The order carries the chart day on screen: the server fills
 * it at that bar, or at the current bar when a poll moved the clock on a moment before (with an
 * 'Order Filled' note), or refuses it. A fill plays one of the seven animations.
 */
export function useTradeActions(state: GameState | undefined, symbol: string) {
  const mutation = usePlaceTrade();
  const [animation, setAnimation] = useState<{
    kind: TradeAnimationKind;
    side: TradeBody['side'];
    key: number;
  } | null>(null);

  const trade = useCallback(
    async (side: TradeBody['side'], amount: number, chartDay: number): Promise<boolean> => {
      if (!(amount > 0)) {
        toast({
          title: 'Invalid Trade',
          description: 'Please select a valid number of contracts',
          variant: 'destructive',
        });
        return false;
      }
      if (state) {
        const margin = checkMargin({
          side,
          contracts: amount,
          net: state.positions.netPosition,
          balance: state.stats.balance,
          ote: state.stats.unrealizedPnL,
        });
        if (!margin.ok) {
          toast({
            title: 'Insufficient Margin',
            description: insufficientMarginText(margin.need, margin.available),
            variant: 'destructive',
          });
          return false;
        }
      }
      try {
        const filled = await mutation.mutateAsync({ symbol, side, amount, chartDay });
        setAnimation({ kind: pickAnimation(), side, key: Date.now() });
        // The clock moved on between the screen and the click: filled at the current close, said so.
        if (filled.note) toast({ title: 'Order Filled', description: filled.note });
        return true;
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        toast({
          title: 'Trade Failed',
          description: message ?? 'Unable to place trade',
          variant: 'destructive',
        });
        return false;
      }
    },
    [mutation, state, symbol],
  );

  return { trade, pending: mutation.isPending, animation, clearAnimation: () => setAnimation(null) };
}
