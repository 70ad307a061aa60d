import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { CONTRACT_MULTIPLIER } from '../../../core/game/constants';
import { computeFigures } from '../../../core/game/figures';
import { cents } from '../../../core/game/money';
import type { Fill } from '../../../core/game/fifo';
import type { Db } from '../../db/client';
import { gameDailyAnalytics, gameResults, games, gameTrades } from '../../db/schema';
import type { GameBar } from '../../db/schema/game';
import type { GameSeries } from './game-series';

export type GameRow = typeof games.$inferSelect;
export type TradeRow = typeof gameTrades.$inferSelect;

/** The player's current game: the latest one not reset (active, or finished and still on show). */
export async function latestGame(db: Db, playerId: string): Promise<GameRow | null> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.playerId, playerId), inArray(games.status, ['active', 'finished'])))
    .orderBy(desc(games.id))
    .limit(1);
  return row ?? null;
}

/** The game row locked until the transaction ends: trades, ticks and finish of one game queue up. */
export async function lockGame(tx: Db, id: number): Promise<GameRow> {
  const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

export async function tradesOf(db: Db, gameId: number): Promise<TradeRow[]> {
  return db.select().from(gameTrades).where(eq(gameTrades.gameId, gameId)).orderBy(asc(gameTrades.id));
}

export const toFill = (t: TradeRow): Fill => ({
  id: t.id,
  side: t.side,
  contracts: t.contracts,
  price: t.price,
  chartDay: t.chartDay,
  tradeDate: t.tradeDate,
});

/** Bar of game day `day` (1-based), as the player sees it. */
export function barOf(series: GameSeries, day: number): GameBar {
  return series.bars[day - 1];
}

/** Records one fill at the close of `day`'s bar. */
export async function insertTrade(
  db: Db,
  game: GameRow,
  series: GameSeries,
  o: { side: TradeRow['side']; contracts: number; day: number; reason: TradeRow['reason']; now: Date },
): Promise<TradeRow> {
  const bar = barOf(series, o.day);
  const [row] = await db
    .insert(gameTrades)
    .values({
      gameId: game.id,
      side: o.side,
      contracts: o.contracts,
      price: bar[4],
      tradeAmount: cents(bar[4] * o.contracts * CONTRACT_MULTIPLIER),
      tradeDate: bar[0],
      chartDay: o.day,
      reason: o.reason,
      createdAt: o.now,
    })
    .returning();
  return row;
}

/** Upserts the analytics rows of days `from..to` from the fills made up to each day. */
export async function writeAnalytics(
  db: Db,
  game: GameRow,
  series: GameSeries,
  from: number,
  to: number,
  trades: TradeRow[],
) {
  if (to < from) return;
  const rows = [];
  for (let day = from; day <= to; day += 1) {
    const bar = barOf(series, day);
    const f = computeFigures(trades.filter((t) => t.chartDay <= day).map(toFill), bar[4]);
    rows.push({
      gameId: game.id,
      gameDay: day,
      tradeDate: bar[0],
      netLiquidatingValue: cents(f.netLiquidatingValue),
      balance: cents(f.balance),
      totalPnl: cents(f.totalPnL),
      unrealizedPnl: cents(f.unrealizedPnL),
      realizedPnl: cents(f.realizedPnL),
      marginUsed: cents(f.marginUsed),
      stockPrice: bar[4],
    });
  }
  await db
    .insert(gameDailyAnalytics)
    .values(rows)
    .onConflictDoUpdate({
      target: [gameDailyAnalytics.gameId, gameDailyAnalytics.gameDay],
      set: {
        netLiquidatingValue: sql`excluded.net_liquidating_value`,
        balance: sql`excluded.balance`,
        totalPnl: sql`excluded.total_pnl`,
        unrealizedPnl: sql`excluded.unrealized_pnl`,
        realizedPnl: sql`excluded.realized_pnl`,
        marginUsed: sql`excluded.margin_used`,
      },
    });
}

/** The game's analytics rows, all or only the days after `since`. */
export async function analyticsOf(db: Db, gameId: number, since = 0) {
  return db
    .select()
    .from(gameDailyAnalytics)
    .where(and(eq(gameDailyAnalytics.gameId, gameId), gt(gameDailyAnalytics.gameDay, since)))
    .orderBy(asc(gameDailyAnalytics.gameDay));
}

type GameValues = typeof games.$inferInsert;

/**
 * The player's high score: the best final balance (net liquidating value) of a finished game,
 * never below $0 (a wiped-out account scores nothing, not a debt); null before the first finish.
 */
export async function bestBalanceOf(db: Db, playerId: string): Promise<number | null> {
  const [row] = await db
    .select({ best: sql<string | null>`max(${gameResults.finalBalance})` })
    .from(gameResults)
    .where(eq(gameResults.playerId, playerId));
  return row?.best == null ? null : Math.max(0, Number(row.best));
}

export async function insertGame(tx: Db, values: GameValues): Promise<GameRow> {
  const [game] = await tx.insert(games).values(values).returning();
  return game;
}

/** Changes one game and answers its new row. */
export async function updateGame(tx: Db, id: number, set: Partial<GameValues>): Promise<GameRow> {
  const [game] = await tx.update(games).set(set).where(eq(games.id, id)).returning();
  return game;
}

/** Takes the player's active game off show (a new game replaces it). */
export async function resetActiveGame(tx: Db, playerId: string): Promise<void> {
  await tx
    .update(games)
    .set({ status: 'reset' })
    .where(and(eq(games.playerId, playerId), eq(games.status, 'active')));
}

/** Takes every game of the player off show, finished ones too (the Reset button). */
export async function resetAllGames(db: Db, playerId: string): Promise<void> {
  await db
    .update(games)
    .set({ status: 'reset' })
    .where(and(eq(games.playerId, playerId), sql`${games.status} <> 'reset'`));
}
