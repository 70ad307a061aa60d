import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';
import { GAME_API } from './game-queries';

/** POST /api/trading-game/speed { speed }: 0.5..5 in steps of 0.5, only while active. */
export const setGameSpeed = (speed: number) =>
  apiJson<{ speed: number }>('POST', `${GAME_API}/speed`, { speed });

export function useSetSpeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setGameSpeed,
    onSuccess: () => qc.invalidateQueries({ queryKey: [`${GAME_API}/state`] }),
  });
}
