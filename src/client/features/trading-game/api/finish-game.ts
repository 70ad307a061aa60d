import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinishAnswer } from '@/core/schemas/trading-game';
import { apiJson } from '@/client/lib/api';
import { GAME_API, refreshGameQueries } from './game-queries';

/** POST /api/trading-game/finish { emailAddress? } -> { stockSymbol, stockName, emailSent }. */
export const finishGame = (emailAddress: string) =>
  apiJson<FinishAnswer>('POST', `${GAME_API}/finish`, emailAddress ? { emailAddress } : {});

export function useFinishGame() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: finishGame, onSuccess: () => refreshGameQueries(qc) });
}
