import type { Bar } from '../../../core/engine/types';

/**
 * Daily bars for the lab's tests: a slow swing whose daily rise outruns the bars' range, so a
 * 20-day breakout comes both ways. One bar a calendar day from `from`.
 */
export function swingingBars(n: number, from = '2000-01-01'): Bar[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => {
    const c = 100 + 20 * Math.sin(i / 30);
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return { date, open: c, high: c + 0.2, low: c - 0.2, close: c, volume: 0 };
  });
}
