import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameState } from '@/core/schemas/trading-game';
import { apiJson } from '@/client/lib/api';
import { GAME_API } from './game-queries';

/** POST /api/trading-game/pause { paused }: the server clock stands still while paused. */
export const pauseGame = (paused: boolean) => apiJson<GameState>('POST', `${GAME_API}/pause`, { paused });

export function usePauseGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pauseGame,
    onSuccess: (state) => qc.setQueryData([`${GAME_API}/state`], state),
  });
}
