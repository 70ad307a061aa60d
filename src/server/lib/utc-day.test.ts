import { describe, expect, it } from 'vitest';
import { utcDay } from './utc-day';

describe('utcDay', () => {
  it('is the UTC day of the moment, to the last millisecond of the day and from the first of the next', () => {
    expect(utcDay(new Date('2026-11-27T00:00:00.000Z'))).toBe('2026-11-27');
    expect(utcDay(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(utcDay(new Date('2026-11-28T00:00:00.000Z'))).toBe('2026-11-28');
  });

  it('follows a clock that goes back, and days before 1970', () => {
    expect(utcDay(new Date('2026-11-28T12:00:00.000Z'))).toBe('2026-11-28');
    expect(utcDay(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(utcDay(new Date('1969-12-31T23:59:59.999Z'))).toBe('1969-12-31');
    expect(utcDay(new Date('1970-01-01T00:00:00.000Z'))).toBe('1970-01-01');
  });

  it('answers what toISOString answers, moment after moment', () => {
    for (let t = Date.UTC(2024, 1, 27); t < Date.UTC(2024, 2, 3); t += 3_600_000 - 1)
      expect(utcDay(new Date(t))).toBe(new Date(t).toISOString().slice(0, 10));
  });
});
