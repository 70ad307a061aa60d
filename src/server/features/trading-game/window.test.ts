import { describe, expect, it } from 'vitest';
import { weekdays } from './game-test-kit';
import { pickWindow } from './window';

describe('game window', () => {
  const dates = weekdays('1999-11-01', 4500); // to ~2017

  it('the earliest window starts 79 bars in, lasts 3 years, and day 80 is its first day', () => {
    const w = pickWindow(dates, (lo) => lo)!;
    expect(w.startIndex).toBe(0);
    const firstDay = dates[w.startIndex + 79];
    const lastDate = dates[w.startIndex + w.lastDay - 1];
    expect(firstDay).toBe(dates[79]);
    expect(lastDate < `${Number(firstDay.slice(0, 4)) + 3}${firstDay.slice(4)}`).toBe(true);
    expect(w.lastDay).toBeGreaterThan(79 + 770);
  });

  it('the latest window ends by 2015-12-31', () => {
    const w = pickWindow(dates, (_lo, hi) => hi - 1)!;
    const lastDate = dates[w.startIndex + w.lastDay - 1];
    expect(lastDate <= '2015-12-31').toBe(true);
    expect(dates[w.startIndex + 79] <= '2012-12-31').toBe(true);
  });

  it('no window when the data is too short', () => {
    expect(pickWindow(weekdays('2010-01-01', 500), (lo) => lo)).toBeNull();
  });
});
