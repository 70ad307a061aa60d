import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameState } from '@/core/schemas/trading-game';
import { apiJson } from '@/client/lib/api';
import { GAME_API, removeGameQueries } from './game-queries';

/** POST /api/trading-game/start (empty body): a random stock and window; cached game data is cleared. */
export const startGame = () => apiJson<GameState>('POST', `${GAME_API}/start`);

export function useStartGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startGame,
    onSuccess: (state) => {
      removeGameQueries(qc);
      qc.setQueryData([`${GAME_API}/state`], state);
    },
  });
}
