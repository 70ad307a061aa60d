import type { games, GameBar } from '../../db/schema/game';
import { disguiseBars } from './price-disguise';

/** One stored price series (a stock's whole history), as the series cache keeps it. */
export interface SeriesData {
  id: number;
  symbol: string;
  name: string;
  bars: GameBar[];
}

/** One game's bars by game day: `bars[d - 1]` is day d as the player sees it. */
export interface GameSeries {
  symbol: string;
  name: string;
  /** Disguised prices (decision 0049), or the real ones for games dealt without a disguise. */
  bars: GameBar[];
  /** The real bar behind each game day (revealed at the finish). */
  real: GameBar[];
  /** What the disguise did, or null (real prices). */
  disguise: { scale: number; mergedDays: number } | null;
}

// From the table's row type, not game-repo's GameRow: the repo reads GameSeries, so no import runs back.
export type GameSeriesKey = Pick<
  typeof games.$inferSelect,
  'id' | 'seriesId' | 'startIndex' | 'lastDay' | 'priceDisguise'
>;

/** The game's day-by-day bars over its series (the disguise is rebuilt from its seed). */
export function buildGameSeries(game: GameSeriesKey, data: SeriesData): GameSeries {
  let out: GameSeries;
  if (game.priceDisguise) {
    const d = disguiseBars(data.bars, game.priceDisguise);
    out = {
      symbol: data.symbol,
      name: data.name,
      bars: d.bars,
      real: d.real,
      disguise: { scale: game.priceDisguise.scale, mergedDays: d.mergedDays },
    };
  } else {
    const bars = data.bars.slice(game.startIndex, game.startIndex + game.lastDay);
    out = { symbol: data.symbol, name: data.name, bars, real: bars, disguise: null };
  }
  return out;
}
