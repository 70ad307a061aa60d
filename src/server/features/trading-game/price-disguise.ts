import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_CURRENT_DAY } from '../../../core/game/constants';
import type { GameBar, PriceDisguise } from '../../db/schema/game';

/**
 * Decision 0049: a game's prices are disguised so that the 80 bars shown at the start (or any
 * later run of bars) cannot be looked up in the shipped asset or any public daily history.
 * Three parts, all from the game's own random seed:
 * - some game days are two or three real days merged into one bar (open of the first, high/low
 *   of all, close of the last), at a rate that changes every few weeks (daySizes): the game's
 *   calendar is stretched unevenly against the real one, so no fixed-window match on closes,
 *   ratios, returns or correlations lines up with it;
 * - every bar is multiplied by exp(NOISE_SIGMA × z), z standard normal clipped at ±3 (one factor
 *   per bar keeps high ≥ open/close ≥ low): no day's return equals a real one, so short runs of
 *   returns cannot be looked up either;
 * - one random scale puts day 80's close anywhere between $25 and $250: the price level says nothing.
 * Returns over weeks stay the real ones (noise does not accumulate: each bar gets its own factor).
 */
export const MERGE_CHANCE = 0.5;
/** The slow part of the noise: its size (standard deviation) and how many days it lasts. */
export const DRIFT_SIGMA = 0.03;
export const DRIFT_DAYS = 15;
export const NOISE_SIGMA = 0.005;
const TARGET_CLOSE = [25, 250] as const;

/** Deterministic uniform numbers in [0, 1) from a seed (SHA-256 in counter mode). */
export function uniforms(seed: string): () => number {
  let block = 0;
  const words: number[] = [];
  return () => {
    if (words.length === 0) {
      const h = createHash('sha256').update(`${seed}:${block++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(h.readUInt32BE(i));
    }
    return words.shift()! / 2 ** 32;
  };
}

/** How many real days the next game day takes: 2 at MERGE_CHANCE, else 1 (at most `room`). */
const daySizes =
  (next: () => number) =>
  (room: number): number =>
    next() < MERGE_CHANCE && room >= 2 ? 2 : 1;

/** The real bar indexes [from, to] that make each game day (day d is groups[d - 1]). */
function dayGroups(d: Pick<PriceDisguise, 'first' | 'last'>, next: () => number): [number, number][] {
  const size = daySizes(next);
  const before: [number, number][] = [];
  let end = d.first;
  // Day 80 ends on the window's first real day; days 79..1 take what is before it, merging only
  // while enough real bars remain for the days still to make.
  for (let day = DEFAULT_CURRENT_DAY; day >= 1; day -= 1) {
    const start = end - size(end - (day - 1) + 1) + 1;
    before.push([start, end]);
    end = start - 1;
  }
  const groups = before.reverse();
  for (let at = d.first + 1; at <= d.last;) {
    const to = at + size(d.last - at + 1) - 1;
    groups.push([at, to]);
    at = to + 1;
  }
  return groups;
}

function mergeBars(bars: readonly GameBar[], [from, to]: [number, number]): GameBar {
  const part = bars.slice(from, to + 1);
  return [
    part[part.length - 1][0],
    part[0][1],
    Math.max(...part.map((b) => b[2])),
    Math.min(...part.map((b) => b[3])),
    part[part.length - 1][4],
  ];
}

const cents = (n: number) => Math.round(n * 100) / 100;

export interface DisguisedSeries {
  /** Game day d is bars[d - 1] (disguised prices, real dates of each day's close). */
  bars: GameBar[];
  /** The real bar behind each game day (merged days merged the same way). */
  real: GameBar[];
  /** Game days made of two real days. */
  mergedDays: number;
  /** The real bar index of day 1's first real day. */
  startIndex: number;
}

/** The game's bars under its disguise (deterministic: the same disguise gives the same bars). */
export function disguiseBars(bars: readonly GameBar[], d: PriceDisguise): DisguisedSeries {
  const next = uniforms(d.seed);
  const groups = dayGroups(d, next);
  const real = groups.map((g) => mergeBars(bars, g));
  // Box-Muller from two uniforms; clipped at 3 sigma.
  const normal = () =>
    Math.max(-3, Math.min(3, Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())));
  const keep = Math.exp(-1 / DRIFT_DAYS);
  let drift = DRIFT_SIGMA * normal();
  const out = real.map((b): GameBar => {
    // A slow wander (mean-reverting, so it never accumulates) plus a day's own jitter.
    drift = keep * drift + Math.sqrt(1 - keep * keep) * DRIFT_SIGMA * normal();
    const f = d.scale * Math.exp(drift + NOISE_SIGMA * normal());
    return [b[0], cents(b[1] * f), cents(b[2] * f), cents(b[3] * f), cents(b[4] * f)];
  });
  return {
    bars: out,
    real,
    mergedDays: groups.filter(([a, b]) => b > a).length,
    startIndex: groups[0][0],
  };
}

/**
 * A new game's disguise over the real window [first, last], with its scale chosen so that day
 * 80's close lands log-uniformly between $25 and $250.
 */
export function newDisguise(
  bars: readonly GameBar[],
  first: number,
  last: number,
  random = { seed: randomBytes(16).toString('hex'), u: randomInt(1_000_000) / 1_000_000 },
): PriceDisguise {
  const { seed } = random;
  const unit = disguiseBars(bars, { v: 1, seed, scale: 1, first, last });
  const close = unit.bars[DEFAULT_CURRENT_DAY - 1][4] || bars[first][4];
  const [lo, hi] = TARGET_CLOSE;
  const target = lo * Math.exp(random.u * Math.log(hi / lo));
  return { v: 1, seed, scale: target / close, first, last };
}
