/** Date arithmetic on 'YYYY-MM-DD' strings in UTC (no clock, no time zone surprises). */
export function addDays(date: string, days: number): string {
  const t = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(date: string): number {
  return new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10))).getUTCDay();
}

export function isWeekday(date: string): boolean {
  const d = weekday(date);
  return d !== 0 && d !== 6;
}
