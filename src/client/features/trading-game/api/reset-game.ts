import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { refreshGameQueries } from './game-queries';

/** POST /api/trading-game/reset (empty body): back to a fresh $100,000. */
export const resetGame = () => callEndpoint(api.reset);

export function useResetGame() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resetGame, onSuccess: () => refreshGameQueries(qc) });
}
