import { AppError } from '../../../core/errors';
import { neutralDate } from '../../../core/game/calendar';
import { advanceClock } from '../../../core/game/clock';
import {
  DEFAULT_CURRENT_DAY,
  DEFAULT_SPEED,
  lateFillNote,
  maxOrderLagDays,
  MYSTERY_SYMBOL,
} from '../../../core/game/constants';
import { computeFigures } from '../../../core/game/figures';
import { checkMargin, insufficientMarginText } from '../../../core/game/margin';
import type { AutoTradeBody, GameState, TradeBody } from '../../../core/schemas/trading-game';
import type { Deps } from '../../deps';
import { inTransaction } from '../../db/transaction';
import { tick } from './game-clock';
import { createFinish } from './game-finish';
import { idleState, stateOf } from './game-state';
import type { GameView } from './game-state';
import {
  analyticsOf,
  barOf,
  bestBalanceOf,
  insertGame,
  insertTrade,
  latestGame,
  lockGame,
  resetActiveGame,
  resetAllGames,
  toFill,
  tradesOf,
  updateGame,
  writeAnalytics,
} from './game-repo';
import { pickGame } from './series';
import type { SeriesCache } from './series';

/** Every game action of spec 02 §7, server-authoritative: the browser only sends intents. */
export function createGameService(deps: Deps, cache: SeriesCache) {
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

  /**
   * Fills at the close of the current bar, after the margin check of spec 02 §5, all under the
   * game's lock. The clock is not moved first: the current bar is the last one served. When a poll
   * moved the clock on after the player's screen showed `chartDay` (up to maxOrderLagDays), the
   * order fills at the current close with a note saying so; an older or future day is refused.
   */
  async function trade(playerId: string | null, body: TradeBody) {
    return withActiveGame(
      playerId,
      'No active game - press Start Game first',
      async ({ tx, game, series }) => {
        if (body.symbol !== MYSTERY_SYMBOL)
          throw new AppError('BAD_REQUEST', `Unknown symbol - trade ${MYSTERY_SYMBOL}`);
        if (game.gameOver)
          throw new AppError('CONFLICT', 'Game over - no equity left. Finish the game to reveal the stock');
        // Decision 0014 addendum: an order sent for a day the clock passed a moment ago fills at
        // the current bar's close and says so; never at a bar the server has not reached.
        const lag = game.currentDay - body.chartDay;
        if (lag < 0)
          throw new AppError(
            'CONFLICT',
            `Day ${body.chartDay} has not been reached yet: the market is on Day ${game.currentDay}. Check the chart and trade again`,
          );
        if (lag > maxOrderLagDays(game.speed))
          throw new AppError(
            'CONFLICT',
            `The market has moved on to Day ${game.currentDay}: your order for Day ${body.chartDay} was not filled. Check the chart and trade again`,
          );
        const trades = await tradesOf(tx, game.id);
        const f = computeFigures(trades.map(toFill), barOf(series, game.currentDay)[4]);
        const margin = checkMargin({
          side: body.side,
          contracts: body.amount,
          net: f.netPosition,
          balance: f.balance,
          ote: f.unrealizedPnL,
        });
        if (!margin.ok)
          throw new AppError(
            'BAD_REQUEST',
            `Insufficient Margin - ${insufficientMarginText(margin.need, margin.available)}`,
          );
        const now = deps.clock.now();
        const row = await insertTrade(tx, game, series, {
          side: body.side,
          contracts: body.amount,
          day: game.currentDay,
          reason: 'manual',
          now,
        });
        await updateGame(tx, game.id, { lastManualTradeAt: now });
        await writeAnalytics(tx, game, series, game.currentDay, game.currentDay, [...trades, row]);
        const note = lag > 0 ? lateFillNote(game.currentDay, body.chartDay) : undefined;
        return { ...row, tradeDate: neutralDate(row.chartDay), ...(note ? { note } : {}) };
      },
      false,
    );
  }

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
