import { asc, count, desc, sql } from 'drizzle-orm';
import type { GameResultsQuery } from '../../../core/api/admin-game-results';
import type { Db } from '../../db/client';
import { gameResults } from '../../db/schema';
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

/** The summary cards over every game, counted in SQL in one pass, and how many games match the search. */
export async function summarizeGameResults(db: Db, search: string | undefined) {
  const g = gameResults;
  const where = searchWhere(search);
  const [row] = await db
    .select({
      gamesPlayed: count(),
      // A game finished with an email (an empty one is none).
      withEmail: count(sql`nullif(${g.playerEmail}, '')`),
      averagePnL: sql<string | null>`avg(${g.totalPnl})`,
      bestPnL: sql<string | null>`max(${g.totalPnl})`,
      matching: where ? sql<number>`count(*) filter (where ${where})`.mapWith(Number) : count(),
    })
    .from(g);
  return {
    gamesPlayed: Number(row.gamesPlayed),
    withEmail: Number(row.withEmail),
    averagePnL: cents(Number(row.averagePnL ?? 0)),
    bestPnL: cents(Number(row.bestPnL ?? 0)),
    matching: Number(row.matching),
  };
}
