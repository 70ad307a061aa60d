import { holidayEventText, marketHolidaysBetween } from '../../../core/markets/us-market-holidays';
import type { TradersDashboardResponse } from '../../../core/schemas/markets';
import type { DashboardMarketSummary } from '../../markets';

type Video = TradersDashboardResponse['weeklyVideos'][number];

/**
 * The dashboard answer. The video archive (every video after the newest) is premium only
 * (spec 02 §6): other viewers get the newest video and the count, never the archive's rows.
 */
export function composeDashboard(input: {
  summary: DashboardMarketSummary;
  videos: Video[];
  events: TradersDashboardResponse['calendarEvents'];
  thoughts: TradersDashboardResponse['weeklyThoughts'];
  isPremium: boolean;
}): TradersDashboardResponse {
  const { summary, videos, isPremium } = input;
  return {
    currentPerformance: summary.currentPerformance,
    todayTrades: summary.todayTrades,
    positions: summary.positions,
    positionsAsOf: summary.positionsAsOf,
    weeklyVideos: isPremium ? videos : videos.slice(0, 1),
    videoCount: videos.length,
    calendarEvents: input.events,
    activeMarkets: summary.activeMarkets,
    weeklyThoughts: input.thoughts,
    isPremium,
    demoData: summary.demoData,
  };
}

type CalendarEvent = TradersDashboardResponse['calendarEvents'][number];
const DAY_MS = 86_400_000;

/**
 * The upcoming events with the US market holidays among them: those up to the last event when
 * the list is full (`shown` events), else those of the next four weeks.
 */
export function withMarketHolidays(events: CalendarEvent[], today: string, shown: number): CalendarEvent[] {
  const until =
    events.length >= shown
      ? events[events.length - 1].date
      : new Date(Date.parse(`${today}T00:00:00Z`) + 27 * DAY_MS).toISOString().slice(0, 10);
  const holidays = marketHolidaysBetween(today, until).map((h) => ({
    date: h.date,
    event: holidayEventText(h.name),
  }));
  // Stable: on a day with both, the holiday line comes first.
  return [...holidays, ...events].sort((a, b) => a.date.localeCompare(b.date));
}
