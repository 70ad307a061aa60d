import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import type { TradeBody } from '@/core/schemas/trading-game';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { refreshGameQueries } from './game-queries';

/** POST /api/trading-game/trade { symbol, side, amount, chartDay }: filled at that bar's close or refused. */
export const placeTrade = (body: TradeBody) => callEndpoint(api.trade, { body });

export function usePlaceTrade() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: placeTrade, onSuccess: () => refreshGameQueries(qc) });
}
