import { desc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameResults } from '../../db/schema';

/** Stores the result of a finished game (the leaderboard and the admin list read it). */
export async function insertGameResult(tx: Db, values: typeof gameResults.$inferInsert): Promise<void> {
  await tx.insert(gameResults).values(values);
}

/** Finished games given a nickname, best total P&L first, newest first on a tie (no emails). */
export function leaderboardRows(db: Db, limit: number) {
  return db
    .select({
      nickname: gameResults.nickname,
      totalPnl: gameResults.totalPnl,
      buyHoldPnl: gameResults.buyHoldPnl,
      totalTrades: gameResults.totalTrades,
      winRate: gameResults.winRate,
      stockSymbol: gameResults.stockSymbol,
      stockName: gameResults.stockName,
      completedAt: gameResults.completedAt,
    })
    .from(gameResults)
    .where(isNotNull(gameResults.nickname))
    .orderBy(desc(gameResults.totalPnl), desc(gameResults.completedAt))
    .limit(limit);
}
