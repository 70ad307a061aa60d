import { randomInt } from 'node:crypto';
import type { Deps } from '../../deps';
import type { PriceDisguise } from '../../db/schema/game';
import { readStockFolder } from '../../game-data/csv';
import type { StockFile } from '../../game-data/csv';
import { GAME_ASSET_SOURCE, gameAssetBars, gameAssetIndex } from '../../game-data/asset';
import {
  hasSeriesOfSource,
  insertSeriesIfMissing,
  seriesById,
  seriesIdsOfSources,
  storedSymbols,
} from './series-repo';
import { buildGameSeries } from './game-series';
import type { GameSeries, GameSeriesKey, SeriesData } from './game-series';
import { disguiseBars, newDisguise } from './price-disguise';
import { LEAD_BARS, pickWindow } from './window';

const GAME_MEMO_SIZE = 500;

/** Inserts the series not stored yet (a symbol is imported once; re-import = delete the row). */
async function insertMissing(deps: Deps, files: StockFile[], source: string): Promise<number> {
  let added = 0;
  for (const f of files) {
    if (f.bars.length === 0) continue;
    added += await insertSeriesIfMissing(deps.db, [
      {
        symbol: f.symbol,
        name: f.name,
        source,
        firstDate: f.bars[0][0],
        lastDate: f.bars[f.bars.length - 1][0],
        barCount: f.bars.length,
        bars: f.bars,
      },
    ]);
  }
  return added;
}

/** Sources a game is drawn from: the shipped stocks and the operator's CSVs (never the old index). */
export const DRAWN_SOURCES = [GAME_ASSET_SOURCE, 'csv'];

/** The shipped real stocks (read only when one is missing), and every stock CSV of GAME_DATA_DIR. */
export async function importGameData(deps: Deps): Promise<void> {
  const stored = new Set(await storedSymbols(deps.db));
  if (!(await hasSeriesOfSource(deps.db, GAME_ASSET_SOURCE))) {
    // Shipped stocks are listed, not copied: their bars stay in the asset file (see the cache).
    const entries = (await gameAssetIndex()).filter((s) => !stored.has(s.symbol));
    await insertSeriesIfMissing(
      deps.db,
      entries.map((e) => ({ ...e, source: GAME_ASSET_SOURCE, bars: [] })),
    );
    for (const e of entries) stored.add(e.symbol);
  }
  const dir = deps.config.GAME_DATA_DIR;
  if (dir) {
    const files = await readStockFolder(dir, stored, (message) =>
      deps.log.warn({ dir }, `trading game: skipped ${message}`),
    );
    const added = await insertMissing(deps, files, 'csv');
    if (added) deps.log.info({ added, dir }, 'trading game: imported stock histories');
  }
}

/**
 * Series bars never change once stored, so each app keeps them in memory after the first read;
 * a shipped stock's bars come from the asset file.
 */
export function createSeriesCache(deps: Deps) {
  const cache = new Map<number, SeriesData>();
  // A game's day-by-day bars never change either: kept for the latest games played here.
  const games = new Map<string, GameSeries>();
  return {
    async game(game: GameSeriesKey): Promise<GameSeries> {
      const key = `${game.id}:${game.priceDisguise?.seed ?? ''}`;
      let hit = games.get(key);
      if (!hit) {
        hit = buildGameSeries(game, await this.get(game.seriesId));
        games.set(key, hit);
        if (games.size > GAME_MEMO_SIZE) games.delete(games.keys().next().value!);
      }
      return hit;
    },
    async get(id: number): Promise<SeriesData> {
      const hit = cache.get(id);
      if (hit) return hit;
      const row = await seriesById(deps.db, id);
      if (!row) throw new Error(`game price series ${id} missing`);
      const bars = row.source === GAME_ASSET_SOURCE ? await gameAssetBars(row.symbol) : row.bars;
      const data = { id: row.id, symbol: row.symbol, name: row.name, bars };
      cache.set(id, data);
      return data;
    },
  };
}
export type SeriesCache = ReturnType<typeof createSeriesCache>;

/**
 * A random instrument, then a random 3-year window inside 1995-2015 that the data covers with
 * 79 bars before it (so day 80, the window's first day, shows 80 bars).
 */
export async function pickGame(
  deps: Deps,
  cache: SeriesCache,
): Promise<{ seriesId: number; startIndex: number; lastDay: number; priceDisguise: PriceDisguise | null }> {
  let order = await seriesIdsOfSources(deps.db, DRAWN_SOURCES);
  if (order.length === 0) {
    await importGameData(deps);
    order = await seriesIdsOfSources(deps.db, DRAWN_SOURCES);
  }
  // Shuffle (Fisher-Yates with crypto randomness) and take the first series that has a window.
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const id of order) {
    const series = await cache.get(id);
    const window = pickWindow(
      series.bars.map((b) => b[0]),
      (lo, hiExclusive) => randomInt(lo, hiExclusive),
    );
    if (!window) continue;
    if (deps.config.GAME_PRICE_DISGUISE === 'off') return { seriesId: id, ...window, priceDisguise: null };
    // Decision 0049: the window's real first and last day, disguised; days are counted anew.
    const first = window.startIndex + LEAD_BARS;
    const d = newDisguise(series.bars, first, window.startIndex + window.lastDay - 1);
    const game = disguiseBars(series.bars, d);
    return { seriesId: id, startIndex: game.startIndex, lastDay: game.bars.length, priceDisguise: d };
  }
  throw new Error('No game price series covers a 3-year window inside 1995-2015');
}
