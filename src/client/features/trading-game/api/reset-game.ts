import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import { GAME_API, refreshGameQueries } from './game-queries';

/** POST /api/trading-game/reset (empty body): back to a fresh $100,000. */
export const resetGame = () => apiJson<{ ok: boolean; balance: number }>('POST', `${GAME_API}/reset`);

export function useResetGame() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resetGame, onSuccess: () => refreshGameQueries(qc) });
}
