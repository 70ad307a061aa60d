import { nextTradingDay } from '../../../core/markets/us-market-holidays';

/**
 * The regular US release calendar that moves futures markets, laid out over the next four weeks
 * from a given day. Used only by the demo seed, so a fresh site always has upcoming events. A
 * release that would fall on a US market holiday is put on the next trading day instead.
 */
const DAY_MS = 86_400_000;

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Weekly releases by UTC weekday (0 = Sunday). */
const WEEKLY: Array<{ weekday: number; event: string }> = [
  { weekday: 3, event: 'EIA Weekly Petroleum Status Report (crude oil inventories)' },
  { weekday: 4, event: 'Initial Jobless Claims' },
  { weekday: 5, event: 'CFTC Commitments of Traders report' },
];

export function upcomingDemoEvents(now: Date, days = 28): Array<{ eventDate: string; event: string }> {
  const out: Array<{ eventDate: string; event: string }> = [];
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = 0; i < days; i += 1) {
    const day = new Date(start + i * DAY_MS);
    const weekday = day.getUTCDay();
    const date = day.getUTCDate();
    for (const w of WEEKLY) if (w.weekday === weekday) out.push({ eventDate: isoDay(day), event: w.event });
    // First Friday of the month: the Employment Situation (nonfarm payrolls).
    if (weekday === 5 && date <= 7)
      out.push({ eventDate: isoDay(day), event: 'Nonfarm Payrolls (Employment Situation)' });
    // Second Wednesday: consumer prices; the USDA crop report usually lands the same week.
    if (weekday === 3 && date >= 8 && date <= 14) {
      out.push({ eventDate: isoDay(day), event: 'Consumer Price Index (CPI)' });
      out.push({ eventDate: isoDay(day), event: 'USDA WASDE crop report' });
    }
  }
  return out.map((e) => ({ ...e, eventDate: nextTradingDay(e.eventDate) }));
}
