import type { GameBar } from '../../db/schema/game';
import type { GameRow } from './game-repo';
import { disguiseBars } from './price-disguise';
import type { SeriesData } from './series';

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

export type GameSeriesKey = Pick<GameRow, 'id' | 'seriesId' | 'startIndex' | 'lastDay' | 'priceDisguise'>;

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
