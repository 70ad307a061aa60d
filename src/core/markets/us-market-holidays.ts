/**
 * US market holidays: the days the NYSE is closed all day under its holiday rule (Rule 7.2), which
 * CME's US futures follow with holiday schedules. A holiday on a Saturday is observed the Friday
 * before, one on a Sunday the Monday after, except New Year's Day on a Saturday, which is not
 * observed (the Friday closes a year). Unscheduled closures (national days of mourning) are not
 * rules and are not covered. Days are calendar days written 'YYYY-MM-DD'.
 */
export interface MarketHoliday {
  date: string;
  name: string;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

/** The n-th (1-based; -1 = last) given weekday (0 = Sunday) of a month. */
function nthWeekday(y: number, m: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = utc(y, m, 1);
    const shift = (weekday - new Date(first).getUTCDay() + 7) % 7;
    return first + (shift + (n - 1) * 7) * DAY_MS;
  }
  const last = utc(y, m + 1, 0);
  return last - ((new Date(last).getUTCDay() - weekday + 7) % 7) * DAY_MS;
}

/** Easter Sunday (Gregorian, the anonymous algorithm). */
function easter(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(y, month, day);
}

/** A fixed-date holiday moved off the weekend; null when it is not observed at all. */
function observed(ms: number, name: string): number | null {
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return name === "New Year's Day" ? null : ms - DAY_MS;
  if (weekday === 0) return ms + DAY_MS;
  return ms;
}

/** Every full-day closure of a year, in date order. */
export function usMarketHolidays(year: number): MarketHoliday[] {
  const fixed: Array<[number, number, string]> = [
    [1, 1, "New Year's Day"],
    [7, 4, 'Independence Day'],
    [12, 25, 'Christmas Day'],
  ];
  if (year >= 2022) fixed.push([6, 19, 'Juneteenth National Independence Day']);
  const days: Array<[number | null, string]> = [
    ...fixed.map(([m, d, name]): [number | null, string] => [observed(utc(year, m, d), name), name]),
    [nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day'],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday (Presidents' Day)"],
    [easter(year) - 2 * DAY_MS, 'Good Friday'],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
  ];
  return days
    .filter((d): d is [number, string] => d[0] !== null)
    .map(([ms, name]) => ({ date: iso(ms), name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const cache = new Map<number, Map<string, MarketHoliday>>();
function holidaysOf(year: number): Map<string, MarketHoliday> {
  let byDate = cache.get(year);
  if (!byDate) {
    byDate = new Map(usMarketHolidays(year).map((h) => [h.date, h]));
    cache.set(year, byDate);
  }
  return byDate;
}

/** The holiday on this day, or null (also null for text that is not a 'YYYY-MM-DD' day). */
export function marketHolidayOn(day: string): MarketHoliday | null {
  const year = Number(day.slice(0, 4));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isFinite(year)) return null;
  return holidaysOf(year).get(day) ?? null;
}

/** A weekday the NYSE is open. */
export function isTradingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && marketHolidayOn(day) === null;
}

/** Holidays from `from` to `to`, both included. */
export function marketHolidaysBetween(from: string, to: string): MarketHoliday[] {
  const out: MarketHoliday[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
    out.push(...usMarketHolidays(y).filter((h) => h.date >= from && h.date <= to));
  return out;
}

/** The day itself when it is a trading day, else the next one. */
export function nextTradingDay(day: string): string {
  let ms = Date.parse(`${day}T12:00:00Z`);
  while (!isTradingDay(iso(ms))) ms += DAY_MS;
  return iso(ms);
}

/** The events calendar's line for a closure (the dashboard marks these lines closed). */
export const holidayEventText = (name: string) => `US market holiday: ${name} (NYSE closed)`;

/** Whether a calendar line is the closure line of its day. */
export function isHolidayLine(e: { date: string; event: string }): boolean {
  const h = marketHolidayOn(e.date);
  return h !== null && e.event === holidayEventText(h.name);
}
