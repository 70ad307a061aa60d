import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameTrade, TradeBody } from '@/core/schemas/trading-game';
import { apiJson } from '@/client/lib/api';
import { GAME_API, refreshGameQueries } from './game-queries';

/** POST /api/trading-game/trade { symbol, side, amount, chartDay }: filled at that bar's close or refused. */
export const placeTrade = (body: TradeBody) => apiJson<GameTrade>('POST', `${GAME_API}/trade`, body);

export function usePlaceTrade() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: placeTrade, onSuccess: () => refreshGameQueries(qc) });
}
