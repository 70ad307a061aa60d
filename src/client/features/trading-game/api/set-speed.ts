import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { GAME_STATE_KEY } from './game-queries';

/** POST /api/trading-game/speed { speed }: 0.5..5 in steps of 0.5, only while active. */
export const setGameSpeed = (speed: number) => callEndpoint(api.speed, { body: { speed } });

export function useSetSpeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setGameSpeed,
    onSuccess: () => qc.invalidateQueries({ queryKey: GAME_STATE_KEY }),
  });
}
