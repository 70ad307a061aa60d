import type { ChangeMarker, DayResult, Position, PositionCode } from './types';

export function positionCode(p: Position): PositionCode {
  return p === 1 ? 'L' : p === -1 ? 'S' : '-';
}

export function positionType(p: Position): 'LONG' | 'SHORT' | 'FLAT' {
  return p === 1 ? 'LONG' : p === -1 ? 'SHORT' : 'FLAT';
}

/** The change marker comparing the previous to the latest day (spec 01 §4, spec 02 §4). */
export function changeMarker(prev: Position, cur: Position): ChangeMarker {
  if (prev === cur) return 'none';
  if (prev === 0) return cur === 1 ? 'long-initiation' : 'short-initiation';
  if (cur === 0) return 'liquidation';
  return cur === 1 ? 'reversal-to-long' : 'reversal-to-short';
}

/** Last two positions of a run (flat before the first bar). */
export function lastTwo(days: readonly DayResult[]): [Position, Position] {
  return [days.at(-2)?.position ?? 0, days.at(-1)?.position ?? 0];
}

/**
 * The position on each of `dates` (ascending): the position after the last bar on or before that
 * date, flat when the instrument has no bar yet. Walks back from the end: O(dates + tail).
 */
export function positionsOn(days: readonly DayResult[], dates: readonly string[]): Position[] {
  const out: Position[] = new Array<Position>(dates.length).fill(0);
  let j = days.length - 1;
  for (let k = dates.length - 1; k >= 0; k--) {
    const date = dates[k]!;
    while (j >= 0 && days[j]!.date > date) j--;
    out[k] = days[j]?.position ?? 0;
  }
  return out;
}

/** Power band of the ranked view: >= 2.2 Strong-Up, <= -2.2 Strong-Down, else split at 0. */
export const POWER_BAND = 2.2;
export function powerBand(power: number): 'Strong-Up' | 'Up' | 'Down' | 'Strong-Down' {
  if (power >= POWER_BAND) return 'Strong-Up';
  if (power <= -POWER_BAND) return 'Strong-Down';
  return power >= 0 ? 'Up' : 'Down';
}

/** Active market: today's true range above 1.2 N. Returns the multiple, or null when not active. */
export const ACTIVE_MULTIPLE = 1.2;
export function activeMultiple(day: DayResult | undefined, prevN: number | null): number | null {
  if (!day || !prevN || prevN <= 0) return null;
  const m = day.tr / prevN;
  return m > ACTIVE_MULTIPLE ? m : null;
}
