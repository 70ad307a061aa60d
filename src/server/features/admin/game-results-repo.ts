import { asc, desc, sql } from 'drizzle-orm';
import type { GameResultsQuery } from '../../../core/api/admin-game-results';
import type { Db } from '../../db/client';
import { gameResults, gameResultsSummary } from '../../db/schema';
import { cents } from '../../../core/game/money';
import { listWhere } from './repo-helpers';

// The page's sort choices (the query schema checks the name, this maps it to a column).
const SORT_COLUMNS = {
  date: gameResults.completedAt,
  pnl: gameResults.totalPnl,
  winRate: gameResults.winRate,
} as const;

/** Games whose player email holds `search` (every game without one). */
const searchWhere = (search: string | undefined) => listWhere(search, [gameResults.playerEmail]);

/** One sorted page of the games matching the search; id breaks ties so pages never overlap. */
export function listGameResults(db: Db, q: GameResultsQuery) {
  const dir = q.sortOrder === 'asc' ? asc : desc;
  return db
    .select()
    .from(gameResults)
    .where(searchWhere(q.search))
    .orderBy(dir(SORT_COLUMNS[q.sortBy]), dir(gameResults.id))
    .limit(q.limit)
    .offset(q.offset);
}

/**
 * The summary cards over every game, from the running figures the triggers of migration 0281 keep in
 * game_results_summary (aggregating 1,000,000 rows per request took 250-480 ms), and how many
 * games match the search (a count through the trigram index of migration 0280).
 */
export async function summarizeGameResults(db: Db, search: string | undefined) {
  const s = gameResultsSummary;
  const where = searchWhere(search);
  // One statement, so the cards and the count of matches are read in one snapshot.
  const [row] = await db
    .select({
      gamesPlayed: s.games,
      // A game finished with an email (an empty one is none).
      withEmail: s.withEmail,
      // avg(total_pnl) as the aggregate computes it: the numeric sum over the count.
      averagePnL: sql<string | null>`${s.pnlSum} / nullif(${s.games}, 0)`,
      bestPnL: s.pnlMax,
      matching: where ? sql<number>`(select count(*) from ${gameResults} where ${where})` : s.games,
    })
    .from(s);
  return {
    gamesPlayed: Number(row?.gamesPlayed ?? 0),
    withEmail: Number(row?.withEmail ?? 0),
    averagePnL: cents(Number(row?.averagePnL ?? 0)),
    bestPnL: cents(Number(row?.bestPnL ?? 0)),
    matching: Number(row?.matching ?? 0),
  };
}
