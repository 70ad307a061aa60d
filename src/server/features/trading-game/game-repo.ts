import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { computeFigures } from '../../../core/game/figures';
import type { Fill } from '../../../core/game/fifo';
import { advanceClock } from '../../../core/game/clock';
import type { Deps } from '../../deps';
import { gameDailyAnalytics, games, gameTrades } from '../../db/schema';
import type { GameBar } from '../../db/schema/game';
import type { SeriesData } from './series';

export type GameRow = typeof games.$inferSelect;
export type TradeRow = typeof gameTrades.$inferSelect;

/** The player's current game: the latest one not reset (active, or finished and still on show). */
export async function latestGame(deps: Deps, playerId: string): Promise<GameRow | null> {
  const [row] = await deps.db
    .select()
    .from(games)
    .where(and(eq(games.playerId, playerId), inArray(games.status, ['active', 'finished'])))
    .orderBy(desc(games.id))
    .limit(1);
  return row ?? null;
}

export async function tradesOf(deps: Deps, gameId: number, upToDay?: number): Promise<TradeRow[]> {
  return deps.db
    .select()
    .from(gameTrades)
    .where(
      upToDay === undefined
        ? eq(gameTrades.gameId, gameId)
        : and(eq(gameTrades.gameId, gameId), lte(gameTrades.chartDay, upToDay)),
    )
    .orderBy(asc(gameTrades.id));
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

/** Upserts the analytics rows of days `from..to` from the fills made up to each day. */
export async function writeAnalytics(
  deps: Deps,
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
  await deps.db
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

/**
 * Moves an active game's clock to now (see core/game/clock.ts) and records the passed days.
 * Several polls may tick at once: the update only applies if nobody ticked in between.
 */
export async function tick(deps: Deps, game: GameRow, series: SeriesData): Promise<GameRow> {
  if (game.status !== 'active') return game;
  const now = deps.clock.now();
  const { days, carryMs } = advanceClock({
    carryMs: game.carryMs,
    lastTickAt: game.lastTickAt.getTime(),
    now: now.getTime(),
    speed: game.speed,
  });
  // No new day: nothing to write (most polls at low speed). The elapsed time stays counted from
  // lastTickAt, which the 5 s catch-up cap still bounds (a day needs at most 4 s at 0.5x).
  if (days === 0 || game.currentDay >= game.lastDay) return game;
  const day = Math.min(game.lastDay, game.currentDay + days);
  const [updated] = await deps.db
    .update(games)
    .set({ currentDay: day, carryMs: day === game.lastDay ? 0 : carryMs, lastTickAt: now })
    .where(and(eq(games.id, game.id), eq(games.lastTickAt, game.lastTickAt)))
    .returning();
  if (!updated) {
    const [fresh] = await deps.db.select().from(games).where(eq(games.id, game.id));
    return fresh;
  }
  if (day > game.currentDay)
    await writeAnalytics(deps, updated, series, game.currentDay + 1, day, await tradesOf(deps, game.id));
  return updated;
}

export async function analyticsOf(deps: Deps, gameId: number) {
  return deps.db
    .select()
    .from(gameDailyAnalytics)
    .where(eq(gameDailyAnalytics.gameId, gameId))
    .orderBy(asc(gameDailyAnalytics.gameDay));
}
