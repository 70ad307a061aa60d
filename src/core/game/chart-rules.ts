import { STARTING_BALANCE } from './constants';

/** Spec 02 §9: y-axis minimum at most 80,000 and maximum at least 125,000. */
export const EQUITY_AXIS_MIN_CEILING = 80_000;
export const EQUITY_AXIS_MAX_FLOOR = 125_000;
export const MIN_GRID_LINES = 3;
export const MAX_GRID_LINES = 8;

const NICE_STEPS = [1, 2, 2.5, 5];

/**
 * The equity chart's y-axis: a domain that contains every value, starts at or below 80,000 and
 * ends at or above 125,000, on the smallest "nice" step (1, 2, 2.5, 5 x 10^k) that needs no more
 * than 8 lines; ticks are the lines (3 to 8 of them).
 */
export function equityAxis(values: readonly number[]): { min: number; max: number; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(EQUITY_AXIS_MIN_CEILING, ...finite);
  const hi = Math.max(EQUITY_AXIS_MAX_FLOOR, ...finite);
  for (let exp = 3; exp < 12; exp += 1) {
    for (const m of NICE_STEPS) {
      const step = m * 10 ** exp;
      const min = Math.floor(lo / step) * step;
      const max = Math.ceil(hi / step) * step;
      const count = Math.round((max - min) / step) + 1;
      if (count <= MAX_GRID_LINES) {
        const ticks = Array.from({ length: count }, (_, i) => min + i * step);
        return { min, max, ticks };
      }
    }
  }
  return { min: lo, max: hi, ticks: [lo, (lo + hi) / 2, hi] };
}

/** Vertical grid lines (x ticks) of the equity chart: one per point, between 3 and 8. */
export function verticalGridCount(points: number): number {
  return Math.min(MAX_GRID_LINES, Math.max(MIN_GRID_LINES, points));
}

/** Evenly spread indices of `length` points for the vertical grid lines. */
export function verticalGridIndices(length: number): number[] {
  if (length <= 0) return [];
  const n = Math.min(length, verticalGridCount(length));
  if (n === 1) return [0];
  return Array.from(new Set(Array.from({ length: n }, (_, i) => Math.round((i * (length - 1)) / (n - 1)))));
}

export const BUBBLE_MIN_RADIUS = 6;
export const BUBBLE_MAX_RADIUS = 15;
export const SCATTER_GRID = { width: 800, height: 300 } as const;

/** Scatter bubbles: radius 6 for no P&L up to 15 for the largest absolute P&L of the game. */
export function bubbleRadius(pnl: number, maxAbsPnl: number): number {
  if (!(maxAbsPnl > 0)) return BUBBLE_MIN_RADIUS;
  const share = Math.min(1, Math.abs(pnl) / maxAbsPnl);
  return BUBBLE_MIN_RADIUS + share * (BUBBLE_MAX_RADIUS - BUBBLE_MIN_RADIUS);
}

export const DEFAULT_EQUITY_START = STARTING_BALANCE;
