import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { GAME_STATE_KEY, removeGameQueries } from './game-queries';

/** POST /api/trading-game/start (empty body): a random stock and window; cached game data is cleared. */
export const startGame = () => callEndpoint(api.start);

export function useStartGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startGame,
    onSuccess: (state) => {
      removeGameQueries(qc);
      qc.setQueryData(GAME_STATE_KEY, state);
    },
  });
}
