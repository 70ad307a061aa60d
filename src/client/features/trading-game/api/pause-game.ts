import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { GAME_STATE_KEY } from './game-queries';

/** POST /api/trading-game/pause { paused }: the server clock stands still while paused. */
export const pauseGame = (paused: boolean) => callEndpoint(api.pause, { body: { paused } });

export function usePauseGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pauseGame,
    onSuccess: (state) => qc.setQueryData(GAME_STATE_KEY, state),
  });
}
