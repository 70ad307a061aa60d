import { AppError } from '../../../core/errors';
import type { Deps } from '../../deps';
import { inTransaction } from '../../db/transaction';
import { tick } from './game-clock';
import { latestGame, lockGame } from './game-repo';
import type { GameView } from './game-state';
import type { SeriesCache } from './series';

/** Access to a player's game under its row lock: every action of the service goes through it. */
export function createGameLock(deps: Deps, cache: SeriesCache) {
  /**
   * Runs `fn` on the player's game inside one transaction holding the game's row lock, so the
   * clock, margin checks, fills and finish of one game never interleave (PGlite and PostgreSQL).
   * The clock is moved to now first unless `advance` is false.
   */
  async function withGame<T>(
    playerId: string | null,
    fn: (v: GameView) => Promise<T>,
    advance = true,
  ): Promise<T | null> {
    if (!playerId) return null;
    const found = await latestGame(deps.db, playerId);
    if (!found) return null;
    const series = await cache.game(found);
    return inTransaction(deps.db, async (tx) => {
      const locked = await lockGame(tx, found.id);
      const game = advance ? await tick(tx, locked, series, deps.clock.now()) : locked;
      return fn({ tx, game, series });
    });
  }

  async function withActiveGame<T>(
    playerId: string | null,
    message: string,
    fn: (v: GameView) => Promise<T>,
    advance = true,
  ): Promise<T> {
    const out = await withGame(
      playerId,
      async (v) => {
        if (v.game.status !== 'active') throw new AppError('CONFLICT', message);
        return { value: await fn(v) };
      },
      advance,
    );
    if (!out) throw new AppError('CONFLICT', message);
    return out.value;
  }

  return { withGame, withActiveGame };
}
