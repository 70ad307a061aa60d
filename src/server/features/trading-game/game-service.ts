import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import {
  DEFAULT_CURRENT_DAY,
  DEFAULT_SPEED,
  MYSTERY_SYMBOL,
  STARTING_BALANCE,
} from '../../../core/game/constants';
import { advanceClock } from '../../../core/game/clock';
import { computeFigures, maxDrawdown } from '../../../core/game/figures';
import { lotPnl } from '../../../core/game/fifo';
import { checkMargin, insufficientMarginText } from '../../../core/game/margin';
import type { FinishAnswer, GameState, TradeBody } from '../../../core/schemas/trading-game';
import type { Deps } from '../../deps';
import { gameResults, games, gameTrades } from '../../db/schema';
import { analyticsOf, barOf, latestGame, tick, toFill, tradesOf, writeAnalytics } from './game-repo';
import type { GameRow } from './game-repo';
import { reportCardMail } from './mails';
import { pickGame } from './series';
import type { SeriesCache } from './series';

const IDLE_STATS = {
  totalPnL: 0,
  unrealizedPnL: 0,
  realizedPnL: 0,
  winRate: 0,
  totalTrades: 0,
  winningTrades: 0,
  losingTrades: 0,
  balance: STARTING_BALANCE,
  netLiquidatingValue: STARTING_BALANCE,
};

/** Every game action of spec 02 §7, server-authoritative: the browser only sends intents. */
export function createGameService(deps: Deps, cache: SeriesCache) {
  /** The player's game with its clock moved to now. */
  async function current(playerId: string | null) {
    if (!playerId) return null;
    const found = await latestGame(deps, playerId);
    if (!found) return null;
    const series = await cache.get(found.seriesId);
    return { game: await tick(deps, found, series), series };
  }

  async function activeGame(playerId: string | null, message: string) {
    const cur = await current(playerId);
    if (!cur || cur.game.status !== 'active') throw new AppError('CONFLICT', message);
    return cur;
  }

  async function highScore(playerId: string | null): Promise<number> {
    if (!playerId) return 0;
    const [row] = await deps.db
      .select({ best: sql<string | null>`max(${gameResults.totalPnl})` })
      .from(gameResults)
      .where(eq(gameResults.playerId, playerId));
    return row?.best == null ? 0 : Number(row.best);
  }

  async function figuresOf(game: GameRow, price: number) {
    const trades = await tradesOf(deps, game.id);
    return { trades, figures: computeFigures(trades.map(toFill), price) };
  }

  async function state(playerId: string | null): Promise<GameState> {
    const cur = await current(playerId);
    const best = await highScore(playerId);
    if (!cur) {
      return {
        status: 'idle',
        gameActive: false,
        speed: DEFAULT_SPEED,
        currentDay: DEFAULT_CURRENT_DAY,
        lastDay: 0,
        currentDate: null,
        currentPrice: null,
        stats: { ...IDLE_STATS, highScore: best },
        positions: { netPosition: 0, marginUsed: 0, marginUsagePct: 0, lots: [] },
        revealed: null,
      };
    }
    const { game, series } = cur;
    const bar = barOf(series, game, game.currentDay);
    const { trades, figures: f } = await figuresOf(game, bar[4]);
    const finished = game.status === 'finished';
    return {
      status: finished ? 'finished' : 'active',
      gameActive: !finished,
      speed: game.speed,
      currentDay: game.currentDay,
      lastDay: game.lastDay,
      currentDate: bar[0],
      currentPrice: bar[4],
      stats: {
        totalPnL: f.totalPnL,
        unrealizedPnL: f.unrealizedPnL,
        realizedPnL: f.realizedPnL,
        winRate: f.winRate,
        totalTrades: trades.length,
        winningTrades: f.winningTrades,
        losingTrades: f.losingTrades,
        balance: f.balance,
        netLiquidatingValue: f.netLiquidatingValue,
        highScore: best,
      },
      positions: {
        netPosition: f.netPosition,
        marginUsed: f.marginUsed,
        marginUsagePct: f.marginUsagePct,
        lots: f.open.map((l) => ({
          side: l.side,
          contracts: l.contracts,
          price: l.price,
          chartDay: l.chartDay,
          tradeDate: l.tradeDate,
          openTradeEquity: lotPnl(l.side, l.contracts, l.price, bar[4]),
        })),
      },
      revealed: finished ? { stockSymbol: series.symbol, stockName: series.name } : null,
    };
  }

  async function start(playerId: string): Promise<GameState> {
    const pick = await pickGame(deps, cache);
    const now = deps.clock.now();
    // A new game replaces whatever the player had on show.
    await deps.db
      .update(games)
      .set({ status: 'reset' })
      .where(and(eq(games.playerId, playerId), eq(games.status, 'active')));
    const [game] = await deps.db
      .insert(games)
      .values({
        playerId,
        ...pick,
        currentDay: DEFAULT_CURRENT_DAY,
        speed: DEFAULT_SPEED,
        carryMs: 0,
        lastTickAt: now,
        startedAt: now,
      })
      .returning();
    await writeAnalytics(
      deps,
      game,
      await cache.get(pick.seriesId),
      DEFAULT_CURRENT_DAY,
      DEFAULT_CURRENT_DAY,
      [],
    );
    return state(playerId);
  }

  async function reset(playerId: string | null): Promise<void> {
    if (!playerId) return;
    await deps.db
      .update(games)
      .set({ status: 'reset' })
      .where(and(eq(games.playerId, playerId), sql`${games.status} <> 'reset'`));
  }

  /** Fills at the current bar's close after the margin check of spec 02 §5. */
  async function trade(playerId: string | null, body: TradeBody) {
    const { game, series } = await activeGame(playerId, 'No active game - press Start Game first');
    if (body.symbol !== MYSTERY_SYMBOL)
      throw new AppError('BAD_REQUEST', `Unknown symbol - trade ${MYSTERY_SYMBOL}`);
    const bar = barOf(series, game, game.currentDay);
    const { trades, figures: f } = await figuresOf(game, bar[4]);
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
    const [row] = await deps.db
      .insert(gameTrades)
      .values({
        gameId: game.id,
        side: body.side,
        contracts: body.amount,
        price: bar[4],
        tradeAmount: bar[4] * body.amount * 100,
        tradeDate: bar[0],
        chartDay: game.currentDay,
        createdAt: deps.clock.now(),
      })
      .returning();
    await writeAnalytics(deps, game, series, game.currentDay, game.currentDay, [...trades, row]);
    return row;
  }

  async function setSpeed(playerId: string | null, speed: number): Promise<number> {
    const { game } = await activeGame(playerId, 'Speed can only be changed while the game is active');
    // Time since the last tick counts at the old speed: bank it as carry before switching.
    const now = deps.clock.now();
    const { carryMs } = advanceClock({
      carryMs: game.carryMs,
      lastTickAt: game.lastTickAt.getTime(),
      now: now.getTime(),
      speed: game.speed,
    });
    await deps.db.update(games).set({ speed, carryMs, lastTickAt: now }).where(eq(games.id, game.id));
    return speed;
  }

  /** Ends the game, stores the result, mails the report card when an email is given. */
  async function finish(playerId: string | null, email: string | undefined): Promise<FinishAnswer> {
    const { game, series } = await activeGame(playerId, 'No active game to finish');
    const bar = barOf(series, game, game.currentDay);
    const { trades, figures: f } = await figuresOf(game, bar[4]);
    const curve = (await analyticsOf(deps, game.id)).map((a) => a.netLiquidatingValue);
    const now = deps.clock.now();
    const [done] = await deps.db
      .update(games)
      .set({ status: 'finished', finishedAt: now })
      .where(and(eq(games.id, game.id), eq(games.status, 'active')))
      .returning({ id: games.id });
    if (!done) throw new AppError('CONFLICT', 'No active game to finish');
    const metrics = {
      bestTrade: f.bestTrade,
      worstTrade: f.worstTrade,
      maxDrawdown: maxDrawdown([...curve, f.netLiquidatingValue]),
    };
    await deps.db.insert(gameResults).values({
      playerId: playerId!,
      completedAt: now,
      playerEmail: email || null,
      stockSymbol: series.symbol,
      stockName: series.name,
      totalPnl: f.totalPnL.toFixed(2),
      finalBalance: f.netLiquidatingValue.toFixed(2),
      winRate: f.winRate.toFixed(2),
      totalTrades: trades.length,
      performanceMetrics: metrics,
    });
    let emailSent = false;
    if (email) {
      const mail = reportCardMail(
        {
          stockSymbol: series.symbol,
          stockName: series.name,
          firstDate: barOf(series, game, DEFAULT_CURRENT_DAY)[0],
          lastDate: bar[0],
          totalPnL: f.totalPnL,
          finalBalance: f.netLiquidatingValue,
          winRate: f.winRate,
          totalTrades: trades.length,
          ...metrics,
        },
        deps.config.PUBLIC_URL,
      );
      const res = await deps.mailer.send({
        kind: 'game_report',
        to: email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      emailSent = res.sent;
    }
    return { stockSymbol: series.symbol, stockName: series.name, emailSent };
  }

  return {
    current,
    state,
    start,
    reset,
    trade,
    setSpeed,
    finish,
    analyticsOf: (id: number) => analyticsOf(deps, id),
  };
}
export type GameService = ReturnType<typeof createGameService>;
