import type { TradersDashboardResponse } from '../../../core/schemas/markets';

/** What the markets feature reports for the dashboard (its `getDashboardMarketSummary`). */
export interface DashboardMarketSummary {
  currentPerformance: { day: number; month: number; year: number };
  todayTrades: number;
  positions: { long: number; short: number; flat: number };
  activeMarkets: Array<{ symbol: string; atrMultiple: number }>;
  demoData: boolean;
}

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
    weeklyVideos: isPremium ? videos : videos.slice(0, 1),
    videoCount: videos.length,
    calendarEvents: input.events,
    activeMarkets: summary.activeMarkets,
    weeklyThoughts: input.thoughts,
    isPremium,
    demoData: summary.demoData,
  };
}
