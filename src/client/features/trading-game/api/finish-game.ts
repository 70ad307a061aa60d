import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinishAnswer, FinishBody } from '@/core/schemas/trading-game';
import { apiJson } from '@/client/lib/api';
import { GAME_API, refreshGameQueries } from './game-queries';

/** POST /api/trading-game/finish { emailAddress?, nickname? } -> the revealed stock, its dates, buy-and-hold. */
export const finishGame = (body: FinishBody) => apiJson<FinishAnswer>('POST', `${GAME_API}/finish`, body);

export function useFinishGame() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: finishGame, onSuccess: () => refreshGameQueries(qc) });
}
