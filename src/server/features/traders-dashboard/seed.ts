import { gte } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { dashboardEvents, weeklyThoughts } from '../../db/schema';
import { TOPIC } from '../../lib/cache-topics';
import { invalidate } from '../../lib/invalidation';
import { isoDay, upcomingDemoEvents } from './demo-events';

const DEMO_THOUGHTS = [
  {
    week: 'Week of March 3, 2025',
    publishedAt: '2025-03-03T10:00:00Z',
    quote: 'The trend is your friend until the end when it bends.',
    content:
      'Most of the year is spent waiting. A breakout system earns its keep in a handful of large trends, so the job between them is to keep risk small and keep taking every signal.',
  },
  {
    week: 'Week of March 10, 2025',
    publishedAt: '2025-03-10T10:00:00Z',
    quote: 'Cut your losses short and let your profits run.',
    content:
      'Several markets stopped out on the 20-day exits this week. That is the cost of staying in the game: small, planned losses that leave the account ready for the next 40-day breakout.',
  },
  {
    week: 'Week of March 17, 2025',
    publishedAt: '2025-03-17T10:00:00Z',
    quote: 'Risk comes from not knowing what you are doing.',
    content:
      'Position size is set by volatility (N, the 20-day average true range), not by conviction. Markets whose daily range is above 1.2 N are listed under Active Markets on this dashboard.',
  },
];

/** Demo events for the coming weeks (only when none is upcoming) and the weekly thoughts (only missing weeks). */
export async function seed(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const upcoming = await deps.db
    .select({ id: dashboardEvents.id })
    .from(dashboardEvents)
    .where(gte(dashboardEvents.eventDate, isoDay(now)))
    .limit(1);
  if (upcoming.length === 0) {
    await deps.db.insert(dashboardEvents).values(upcomingDemoEvents(now)).onConflictDoNothing();
  }
  await deps.db
    .insert(weeklyThoughts)
    .values(DEMO_THOUGHTS.map((t) => ({ ...t, publishedAt: new Date(t.publishedAt) })))
    .onConflictDoNothing();
  invalidate(TOPIC.dashboard);
}
