import { autoTradeDecision, MIN_LEVEL_BARS } from '../../../core/game/auto-trade';
import { advanceClock } from '../../../core/game/clock';
import { AUTO_TRADE_COOLDOWN_MS } from '../../../core/game/constants';
import { computeFigures } from '../../../core/game/figures';
import { checkMargin, marginCallDue } from '../../../core/game/margin';
import type { Db } from '../../db/client';
import { barOf, insertTrade, toFill, tradesOf, updateGame, writeAnalytics } from './game-repo';
import type { GameRow, TradeRow } from './game-repo';
import type { GameSeries } from './game-series';

/** The last 46 bars up to `day` (all the auto-trade levels look at), as high/low/close. */
function levelBars(series: GameSeries, day: number) {
  return series.bars
    .slice(Math.max(0, day - MIN_LEVEL_BARS), day)
    .map((b) => ({ high: b[2], low: b[3], close: b[4] }));
}

/**
 * What happens on one bar the clock passes, at its close: a margin call when equity no longer
 * covers the margin in use (the whole position is closed; no equity left ends the game), else
 * the auto-trader's spec 02 §4 rules when it is on. Returns whether the game is over.
 */
async function passBar(
  tx: Db,
  game: GameRow,
  series: GameSeries,
  day: number,
  trades: TradeRow[],
  o: { now: Date; auto: boolean },
): Promise<{ over: boolean; marginCall: boolean }> {
  const close = barOf(series, day)[4];
  const f = computeFigures(trades.map(toFill), close);
  if (marginCallDue(f.netPosition, f.netLiquidatingValue)) {
    const side = f.netPosition > 0 ? 'short' : 'long';
    const contracts = Math.abs(f.netPosition);
    trades.push(
      await insertTrade(tx, game, series, { side, contracts, day, reason: 'margin-call', now: o.now }),
    );
    const after = computeFigures(trades.map(toFill), close);
    return { over: after.netLiquidatingValue <= 0, marginCall: true };
  }
  if (f.netLiquidatingValue <= 0) return { over: true, marginCall: false };
  if (!o.auto) return { over: false, marginCall: false };
  const decision = autoTradeDecision(levelBars(series, day), f.netPosition, game.autoContracts);
  if (!decision) return { over: false, marginCall: false };
  const margin = checkMargin({
    side: decision.side,
    contracts: decision.amount,
    net: f.netPosition,
    balance: f.balance,
    ote: f.unrealizedPnL,
  });
  if (margin.ok)
    trades.push(
      await insertTrade(tx, game, series, {
        side: decision.side,
        contracts: decision.amount,
        day,
        reason: 'auto',
        now: o.now,
      }),
    );
  return { over: false, marginCall: false };
}

/**
 * Moves a locked, active game's clock to `now` (core/game/clock.ts) bar by bar, so margin calls
 * and auto trades happen on every bar that passed, not only the newest one of a poll. A paused
 * or finished game, or one with no equity left, stands still.
 */
export async function tick(tx: Db, game: GameRow, series: GameSeries, now: Date): Promise<GameRow> {
  if (game.status !== 'active' || game.paused || game.gameOver) return game;
  const { days, carryMs } = advanceClock({
    carryMs: game.carryMs,
    lastTickAt: game.lastTickAt.getTime(),
    now: now.getTime(),
    speed: game.speed,
  });
  // No new day: nothing to write (most polls at low speed). The elapsed time stays counted from
  // lastTickAt, which the 5 s catch-up cap still bounds (a day needs at most 4 s at 0.5x).
  if (days === 0 || game.currentDay >= game.lastDay) return game;
  const target = Math.min(game.lastDay, game.currentDay + days);
  const trades = await tradesOf(tx, game.id);
  // Spec 02 §4 cooldown: the auto-trader leaves the market alone for 3 s after a manual trade.
  const auto =
    game.autoTrade &&
    (!game.lastManualTradeAt || now.getTime() - game.lastManualTradeAt.getTime() >= AUTO_TRADE_COOLDOWN_MS);
  let day = game.currentDay;
  let over = false;
  let marginCallDay = game.marginCallDay;
  while (day < target && !over) {
    day += 1;
    const r = await passBar(tx, game, series, day, trades, { now, auto });
    over = r.over;
    if (r.marginCall) marginCallDay = day;
  }
  const updated = await updateGame(tx, game.id, {
    currentDay: day,
    carryMs: day === game.lastDay || over ? 0 : carryMs,
    lastTickAt: now,
    marginCallDay,
    gameOver: over,
  });
  await writeAnalytics(tx, updated, series, game.currentDay + 1, day, trades);
  return updated;
}
