import { AppError } from '../../../core/errors';
import { neutralDate } from '../../../core/game/calendar';
import { lateFillNote, maxOrderLagDays, MYSTERY_SYMBOL } from '../../../core/game/constants';
import { computeFigures } from '../../../core/game/figures';
import { checkMargin, insufficientMarginText } from '../../../core/game/margin';
import type { TradeBody } from '../../../core/schemas/trading-game';
import type { Deps } from '../../deps';
import { barOf, insertTrade, toFill, tradesOf, updateGame, writeAnalytics } from './game-repo';
import type { WithActiveGame } from './game-state';

/**
 * Fills at the close of the current bar, after the margin check of spec 02 §5, all under the
 * game's lock. The clock is not moved first: the current bar is the last one served. When a poll
 * moved the clock on after the player's screen showed `chartDay` (up to maxOrderLagDays), the
 * order fills at the current close with a note saying so; an older or future day is refused.
 */
export function createTrade(deps: Deps, withActiveGame: WithActiveGame) {
  return async function trade(playerId: string | null, body: TradeBody) {
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
  };
}
