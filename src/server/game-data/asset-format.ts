import type { GameBar } from '../db/schema/game';

/**
 * The shipped game-price asset (`asset/sp500-daily.json.gz`, built by scripts/build-game-asset.ts):
 * split-adjusted daily bars in integer cents, delta-encoded so that gzip packs them small.
 * Per stock: `start` is the first date, `gaps[i]` the calendar days from bar i-1 to bar i (0 for
 * the first), and `cents` holds 4 integers per bar: open-close, high-close, low-close and
 * close minus the previous close (the first bar's previous close is 0).
 */
export interface GameAsset {
  version: 1;
  source: string;
  stocks: AssetStock[];
}

export interface AssetStock {
  symbol: string;
  name: string;
  sector: string;
  start: string;
  gaps: number[];
  cents: number[];
}

const DAY_MS = 86_400_000;
// The stocks share one calendar: each date is formatted once.
const isoDays = new Map<number, string>();
const isoDay = (ms: number) => {
  let d = isoDays.get(ms);
  if (d === undefined) isoDays.set(ms, (d = new Date(ms).toISOString().slice(0, 10)));
  return d;
};
const toCents = (n: number) => Math.round(n * 100);

/** Encodes ascending bars (dollars) of one stock. */
export function encodeStock(
  meta: Omit<AssetStock, 'start' | 'gaps' | 'cents'>,
  bars: readonly GameBar[],
): AssetStock {
  const gaps: number[] = [];
  const cents: number[] = [];
  let prevMs = Date.parse(bars[0][0]);
  let prevClose = 0;
  for (const [date, open, high, low, close] of bars) {
    const ms = Date.parse(date);
    gaps.push(Math.round((ms - prevMs) / DAY_MS));
    prevMs = ms;
    const c = toCents(close);
    // Rounding to cents must keep high >= open/close >= low.
    const h = Math.max(toCents(high), c, toCents(open));
    const l = Math.min(toCents(low), c, toCents(open));
    cents.push(toCents(open) - c, h - c, l - c, c - prevClose);
    prevClose = c;
  }
  return { ...meta, start: bars[0][0], gaps, cents };
}

/** Decodes one stock back to [date, open, high, low, close] bars in dollars. */
export function decodeStock(s: AssetStock): GameBar[] {
  const bars: GameBar[] = [];
  let ms = Date.parse(s.start);
  let close = 0;
  for (let i = 0; i < s.gaps.length; i += 1) {
    ms += s.gaps[i] * DAY_MS;
    const k = i * 4;
    close += s.cents[k + 3];
    const c = s.cents;
    bars.push([
      isoDay(ms),
      (close + c[k]) / 100,
      (close + c[k + 1]) / 100,
      (close + c[k + 2]) / 100,
      close / 100,
    ]);
  }
  return bars;
}
