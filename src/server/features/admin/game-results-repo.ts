import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameResults } from '../../db/schema';

/** The list is searched and sorted on the page, so it loads at most this many results. */
const MAX_RESULTS = 1000;

/** Newest completed games first. */
export function listGameResults(db: Db) {
  return db.select().from(gameResults).orderBy(desc(gameResults.completedAt)).limit(MAX_RESULTS);
}
