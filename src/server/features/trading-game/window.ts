import { DEFAULT_CURRENT_DAY } from '../../../core/game/constants';

export const WINDOW_FROM = '1995-01-01';
export const WINDOW_TO = '2015-12-31';
export const WINDOW_YEARS = 3;
/** Bars before the window's first day, so that day 80 (the first day) shows 80 bars. */
export const LEAD_BARS = DEFAULT_CURRENT_DAY - 1;

const plusYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/**
 * A random window of `dates` (ascending 'YYYY-MM-DD'): its first day is at least 79 bars in,
 * on or after 1995-01-01, and its 3 years end by 2015-12-31 and by the end of the data.
 * Returns the game's first bar (`startIndex`, day 1) and its last day number, or null.
 */
export function pickWindow(
  dates: readonly string[],
  random: (lo: number, hiExclusive: number) => number,
): { startIndex: number; lastDay: number } | null {
  const limit = dates.length && dates[dates.length - 1] < WINDOW_TO ? dates[dates.length - 1] : WINDOW_TO;
  const eligible: number[] = [];
  for (let s = LEAD_BARS; s < dates.length; s += 1) {
    if (dates[s] < WINDOW_FROM) continue;
    if (plusYears(dates[s], WINDOW_YEARS) > limit) break;
    eligible.push(s);
  }
  if (eligible.length === 0) return null;
  const first = eligible[random(0, eligible.length)];
  const end = plusYears(dates[first], WINDOW_YEARS);
  let last = first;
  while (last + 1 < dates.length && dates[last + 1] < end) last += 1;
  const startIndex = first - LEAD_BARS;
  return { startIndex, lastDay: last - startIndex + 1 };
}
