import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoTradeBody } from '@/core/schemas/trading-game';
import { apiJson } from '@/client/lib/api';
import { GAME_API } from './game-queries';

/** POST /api/trading-game/auto-trading { enabled, contracts }: the server trades every bar's breakouts. */
export const setAutoTrading = (body: AutoTradeBody) =>
  apiJson<{ autoTrading: boolean; contracts: number }>('POST', `${GAME_API}/auto-trading`, body);

export function useSetAutoTrading() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setAutoTrading,
    onSuccess: () => qc.invalidateQueries({ queryKey: [`${GAME_API}/state`] }),
  });
}
