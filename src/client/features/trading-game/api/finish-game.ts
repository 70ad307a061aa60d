import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import type { FinishBody } from '@/core/schemas/trading-game';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { refreshGameQueries } from './game-queries';

/** POST /api/trading-game/finish { emailAddress?, nickname? } -> the revealed stock, its dates, buy-and-hold. */
export const finishGame = (body: FinishBody) => callEndpoint(api.finish, { body });

export function useFinishGame() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: finishGame, onSuccess: () => refreshGameQueries(qc) });
}
