import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gamePriceSeries } from '../../db/schema';

type SeriesValues = typeof gamePriceSeries.$inferInsert;

/** Stores series whose symbol is not there yet; answers how many rows were added. */
export async function insertSeriesIfMissing(db: Db, values: SeriesValues[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(gamePriceSeries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: gamePriceSeries.id });
  return rows.length;
}

/** Every symbol stored, whatever its source. */
export async function storedSymbols(db: Db): Promise<string[]> {
  return (await db.select({ symbol: gamePriceSeries.symbol }).from(gamePriceSeries)).map((r) => r.symbol);
}

/** Whether any series of that source is stored. */
export async function hasSeriesOfSource(db: Db, source: string): Promise<boolean> {
  const rows = await db
    .select({ id: gamePriceSeries.id })
    .from(gamePriceSeries)
    .where(eq(gamePriceSeries.source, source))
    .limit(1);
  return rows.length > 0;
}

/** One series with its stored bars (empty for a shipped stock, whose bars live in the asset file). */
export async function seriesById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: gamePriceSeries.id,
      symbol: gamePriceSeries.symbol,
      name: gamePriceSeries.name,
      source: gamePriceSeries.source,
      bars: gamePriceSeries.bars,
    })
    .from(gamePriceSeries)
    .where(eq(gamePriceSeries.id, id));
  return row;
}

/** Ids of the series of these sources. */
export async function seriesIdsOfSources(db: Db, sources: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: gamePriceSeries.id })
    .from(gamePriceSeries)
    .where(inArray(gamePriceSeries.source, sources));
  return rows.map((r) => r.id);
}
