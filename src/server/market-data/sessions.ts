import { tzOffset } from '@date-fns/tz';
import { addDays, isWeekday } from '../../core/engine/dates';
import { isTradingDay as isExchangeOpen } from '../../core/markets/us-market-holidays';
import type { Market } from '../../core/schemas/markets';

/**
 * Trading calendars of the demo feed. Futures and stocks trade on weekdays except US exchange
 * holidays (core/markets/us-market-holidays), 8:30 to 15:00 Chicago time, so 252-session
 * annualising matches the bars; crypto trades every day, the day being a UTC day.
 */
export const MARKET_TZ = 'America/Chicago';
const SESSION: Record<Market, { tz: string; open: number; close: number; weekdaysOnly: boolean }> = {
  futures: { tz: MARKET_TZ, open: 8 * 60 + 30, close: 15 * 60, weekdaysOnly: true },
  equities: { tz: MARKET_TZ, open: 8 * 60 + 30, close: 15 * 60, weekdaysOnly: true },
  crypto: { tz: 'UTC', open: 0, close: 24 * 60, weekdaysOnly: false },
};

export function isTradingDay(market: Market, date: string): boolean {
  return !SESSION[market].weekdaysOnly || isExchangeOpen(date);
}

/**
 * The days the demo generator draws a move for: every weekday, holidays included (their bars are
 * then dropped), so the paths stored before holidays were modelled stay the same day for day.
 */
export function isDrawDay(market: Market, date: string): boolean {
  return !SESSION[market].weekdaysOnly || isWeekday(date);
}

/** Local date and minute of the day in the market's time zone. */
export function marketLocal(market: Market, now: Date): { date: string; minute: number } {
  const tz = SESSION[market].tz;
  const offset = tz === 'UTC' ? 0 : tzOffset(tz, now);
  const local = new Date(now.getTime() + offset * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60,
  };
}

/**
 * Where the market stands at `now`: the last completed session's date, and today's session date
 * with the fraction of it that has elapsed when a session is under way (the forming bar).
 */
export function sessionState(
  market: Market,
  now: Date,
): { lastFinal: string; forming: { date: string; fraction: number } | null } {
  const s = SESSION[market];
  const { date, minute } = marketLocal(market, now);
  const traded = isTradingDay(market, date);
  if (traded && minute >= s.close) return { lastFinal: date, forming: null };
  let prev = addDays(date, -1);
  while (!isTradingDay(market, prev)) prev = addDays(prev, -1);
  if (traded && minute > s.open)
    return { lastFinal: prev, forming: { date, fraction: (minute - s.open) / (s.close - s.open) } };
  return { lastFinal: prev, forming: null };
}

/** The days after `from` (exclusive) up to `to` (inclusive) that `keep` accepts. */
function daysBetween(from: string, to: string, keep: (d: string) => boolean): string[] {
  const out: string[] = [];
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (keep(d)) out.push(d);
  return out;
}
/** The trading days after `from` (exclusive) up to `to` (inclusive). */
export const tradingDaysBetween = (market: Market, from: string, to: string) =>
  daysBetween(from, to, (d) => isTradingDay(market, d));
/** The generator's draw days (isDrawDay) after `from` up to `to`. */
export const drawDaysBetween = (market: Market, from: string, to: string) =>
  daysBetween(from, to, (d) => isDrawDay(market, d));
