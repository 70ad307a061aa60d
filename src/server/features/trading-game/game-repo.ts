import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CONTRACT_MULTIPLIER } from '../../../core/game/constants';
import { computeFigures } from '../../../core/game/figures';
import type { Fill } from '../../../core/game/fifo';
import type { Db } from '../../db/client';
import { gameDailyAnalytics, gameResults, games, gameTrades } from '../../db/schema';
import type { GameBar } from '../../db/schema/game';
import type { SeriesData } from './series';

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

/** Bar of game day `day` (1-based). */
export function barOf(series: SeriesData, game: Pick<GameRow, 'startIndex'>, day: number): GameBar {
  return series.bars[game.startIndex + day - 1];
}

/** Records one fill at the close of `day`'s bar. */
export async function insertTrade(
  db: Db,
  game: GameRow,
  series: SeriesData,
  o: { side: TradeRow['side']; contracts: number; day: number; reason: TradeRow['reason']; now: Date },
): Promise<TradeRow> {
  const bar = barOf(series, game, o.day);
  const [row] = await db
    .insert(gameTrades)
    .values({
      gameId: game.id,
      side: o.side,
      contracts: o.contracts,
      price: bar[4],
      tradeAmount: bar[4] * o.contracts * CONTRACT_MULTIPLIER,
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
  series: SeriesData,
  from: number,
  to: number,
  trades: TradeRow[],
) {
  if (to < from) return;
  const rows = [];
  for (let day = from; day <= to; day += 1) {
    const bar = barOf(series, game, day);
    const f = computeFigures(trades.filter((t) => t.chartDay <= day).map(toFill), bar[4]);
    rows.push({
      gameId: game.id,
      gameDay: day,
      tradeDate: bar[0],
      netLiquidatingValue: f.netLiquidatingValue,
      balance: f.balance,
      totalPnl: f.totalPnL,
      unrealizedPnl: f.unrealizedPnL,
      realizedPnl: f.realizedPnL,
      marginUsed: f.marginUsed,
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

export async function analyticsOf(db: Db, gameId: number) {
  return db
    .select()
    .from(gameDailyAnalytics)
    .where(eq(gameDailyAnalytics.gameId, gameId))
    .orderBy(asc(gameDailyAnalytics.gameDay));
}

type GameValues = typeof games.$inferInsert;

/** The player's best finished result, 0 before the first one. */
export async function bestPnlOf(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ best: sql<string | null>`max(${gameResults.totalPnl})` })
    .from(gameResults)
    .where(eq(gameResults.playerId, playerId));
  return row?.best == null ? 0 : Number(row.best);
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
