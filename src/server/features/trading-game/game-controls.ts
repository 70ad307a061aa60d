import { advanceClock } from '../../../core/game/clock';
import type { AutoTradeBody, GameState } from '../../../core/schemas/trading-game';
import type { Deps } from '../../deps';
import { updateGame } from './game-repo';
import { stateOf } from './game-state';
import type { WithActiveGame } from './game-state';

/** Pause, auto-trading and speed: the settings a player changes while the game runs. */
export function createControls(
  deps: Deps,
  withActiveGame: WithActiveGame,
  highScore: (playerId: string | null) => Promise<number | null>,
) {
  /** Server-side pause: pausing banks the time run so far; resuming restarts the clock from now. */
  async function pause(playerId: string | null, paused: boolean): Promise<GameState> {
    const best = await highScore(playerId);
    return withActiveGame(
      playerId,
      'No active game to pause',
      async (v) => {
        const now = deps.clock.now();
        const game = await updateGame(
          v.tx,
          v.game.id,
          paused ? { paused: true } : { paused: false, lastTickAt: now },
        );
        return stateOf({ ...v, game }, best);
      },
      paused,
    );
  }

  async function setAutoTrading(playerId: string | null, body: AutoTradeBody) {
    return withActiveGame(
      playerId,
      'Auto-trading can only be changed while the game is active',
      async (v) => {
        await updateGame(v.tx, v.game.id, { autoTrade: body.enabled, autoContracts: body.contracts });
        return { autoTrading: body.enabled, contracts: body.contracts };
      },
    );
  }

  async function setSpeed(playerId: string | null, speed: number): Promise<number> {
    return withActiveGame(
      playerId,
      'Speed can only be changed while the game is active',
      async ({ tx, game }) => {
        // Time since the last tick counts at the old speed: bank it as carry before switching.
        const now = deps.clock.now();
        const { carryMs } = game.paused
          ? { carryMs: game.carryMs }
          : advanceClock({
              carryMs: game.carryMs,
              lastTickAt: game.lastTickAt.getTime(),
              now: now.getTime(),
              speed: game.speed,
            });
        await updateGame(tx, game.id, { speed, carryMs, lastTickAt: now });
        return speed;
      },
    );
  }

  return { pause, setAutoTrading, setSpeed };
}
