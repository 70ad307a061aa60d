import { DEFAULT_CURRENT_DAY, DEFAULT_SPEED } from '../../../core/game/constants';
import type { GameState } from '../../../core/schemas/trading-game';
import type { Deps } from '../../deps';
import { inTransaction } from '../../db/transaction';
import { createControls } from './game-controls';
import { createFinish } from './game-finish';
import { createGameLock } from './game-lock';
import { idleState, stateOf } from './game-state';
import {
  analyticsOf,
  bestBalanceOf,
  insertGame,
  resetActiveGame,
  resetAllGames,
  writeAnalytics,
} from './game-repo';
import { createTrade } from './game-trade';
import { pickGame } from './series';
import type { SeriesCache } from './series';

/** Every game action of spec 02 §7, server-authoritative: the browser only sends intents. */
export function createGameService(deps: Deps, cache: SeriesCache) {
  const { withGame, withActiveGame } = createGameLock(deps, cache);

  async function highScore(playerId: string | null): Promise<number | null> {
    return playerId ? bestBalanceOf(deps.db, playerId) : null;
  }

  async function state(playerId: string | null): Promise<GameState> {
    const best = await highScore(playerId);
    const s = await withGame(playerId, (v) => stateOf(v, best));
    if (s) return s;
    return idleState(best);
  }

  async function start(playerId: string): Promise<GameState> {
    const pick = await pickGame(deps, cache);
    const now = deps.clock.now();
    await inTransaction(deps.db, async (tx) => {
      // A new game replaces whatever the player had on show.
      await resetActiveGame(tx, playerId);
      const game = await insertGame(tx, {
        playerId,
        ...pick,
        currentDay: DEFAULT_CURRENT_DAY,
        speed: DEFAULT_SPEED,
        carryMs: 0,
        lastTickAt: now,
        startedAt: now,
      });
      const series = await cache.game(game);
      await writeAnalytics(tx, game, series, DEFAULT_CURRENT_DAY, DEFAULT_CURRENT_DAY, []);
    });
    return state(playerId);
  }

  async function reset(playerId: string | null): Promise<void> {
    if (!playerId) return;
    await resetAllGames(deps.db, playerId);
  }

  const trade = createTrade(deps, withActiveGame);
  const { pause, setAutoTrading, setSpeed } = createControls(deps, withActiveGame, highScore);
  const finish = createFinish(deps, withActiveGame);

  return {
    withGame,
    state,
    start,
    reset,
    trade,
    pause,
    setAutoTrading,
    setSpeed,
    finish,
    analyticsOf,
  };
}
export type GameService = ReturnType<typeof createGameService>;
