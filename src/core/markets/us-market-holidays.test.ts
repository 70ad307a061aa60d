import { describe, expect, it } from 'vitest';
import {
  holidayEventText,
  isHolidayLine,
  isTradingDay,
  marketHolidayOn,
  marketHolidaysBetween,
  nextTradingDay,
  usMarketHolidays,
} from './us-market-holidays';

/** The NYSE's published full-day closures. */
const NYSE: Record<number, string[]> = {
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-04-18',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-03-26',
    '2027-05-31',
    '2027-06-18',
    '2027-07-05',
    '2027-09-06',
    '2027-11-25',
    '2027-12-24',
  ],
  // New Year's Day 2022 fell on a Saturday and was not observed.
  2022: [
    '2022-01-17',
    '2022-02-21',
    '2022-04-15',
    '2022-05-30',
    '2022-06-20',
    '2022-07-04',
    '2022-09-05',
    '2022-11-24',
    '2022-12-26',
  ],
};

describe('US market holidays', () => {
  it.each(Object.entries(NYSE))('match the NYSE calendar of %s', (year, days) => {
    expect(usMarketHolidays(Number(year)).map((h) => h.date)).toEqual(days);
  });

  it('has no Juneteenth before 2022', () => {
    expect(usMarketHolidays(2021).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
  });

  it('names a holiday and tells trading days apart', () => {
    expect(marketHolidayOn('2026-11-26')).toEqual({ date: '2026-11-26', name: 'Thanksgiving Day' });
    expect(marketHolidayOn('2026-07-03')?.name).toBe('Independence Day');
    expect(marketHolidayOn('2026-11-25')).toBeNull();
    expect(marketHolidayOn('not a day')).toBeNull();
    expect(isTradingDay('2026-11-25')).toBe(true);
    expect(isTradingDay('2026-11-26')).toBe(false);
    expect(isTradingDay('2026-11-28')).toBe(false); // Saturday
  });

  it('finds the next trading day and the holidays of a range across a year end', () => {
    expect(nextTradingDay('2026-11-26')).toBe('2026-11-27');
    expect(nextTradingDay('2026-12-25')).toBe('2026-12-28');
    expect(nextTradingDay('2026-12-30')).toBe('2026-12-30');
    expect(marketHolidaysBetween('2026-12-20', '2027-01-20').map((h) => h.date)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-01-18',
    ]);
  });

  it('recognises the calendar line of a closure, not other events that day', () => {
    expect(holidayEventText('Thanksgiving Day')).toBe('US market holiday: Thanksgiving Day (NYSE closed)');
    expect(isHolidayLine({ date: '2026-11-26', event: holidayEventText('Thanksgiving Day') })).toBe(true);
    expect(isHolidayLine({ date: '2026-11-26', event: 'Initial Jobless Claims' })).toBe(false);
    expect(isHolidayLine({ date: '2026-11-25', event: holidayEventText('Thanksgiving Day') })).toBe(false);
  });
});
