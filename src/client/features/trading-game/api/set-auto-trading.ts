import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import type { AutoTradeBody } from '@/core/schemas/trading-game';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { GAME_STATE_KEY } from './game-queries';

/** POST /api/trading-game/auto-trading { enabled, contracts }: the server trades every bar's breakouts. */
export const setAutoTrading = (body: AutoTradeBody) => callEndpoint(api.autoTrading, { body });

export function useSetAutoTrading() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setAutoTrading,
    onSuccess: () => qc.invalidateQueries({ queryKey: GAME_STATE_KEY }),
  });
}
