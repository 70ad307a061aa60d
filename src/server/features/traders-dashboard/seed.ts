import type { Deps } from '../../deps';
import { dashboardEvents, weeklyThoughts } from '../../db/schema';
import { insertSeedRows, isTableEmpty } from '../../db/seed-rows';
import { TOPIC } from '../../lib/cache-topics';
import { invalidate } from '../../lib/invalidation';
import { isoDay, upcomingDemoEvents } from './demo-events';
import { deleteThoughtsOfWeeks, hasEventFrom } from './repo';

const DAY_MS = 86_400_000;

/** Demo thoughts, newest last; each is dated to one of the weeks just before the seed. */
const DEMO_THOUGHTS = [
  {
    quote: 'The trend is your friend until the end when it bends.',
    content:
      'Most of the year is spent waiting. A breakout system earns its keep in a handful of large trends, so the job between them is to keep risk small and keep taking every signal.',
  },
  {
    quote: 'Cut your losses short and let your profits run.',
    content:
      'Several markets stopped out on the 20-day exits this week. That is the cost of staying in the game: small, planned losses that leave the account ready for the next 40-day breakout.',
  },
  {
    quote: 'Risk comes from not knowing what you are doing.',
    content:
      'Position size is set by volatility (N, the 20-day average true range), not by conviction. Markets whose daily range is above 1.2 N are listed under Active Markets on this dashboard.',
  },
];

/** The weeks the first demo seed wrote (March 2025), removed so a demo never shows year-old thoughts. */
const LEGACY_DEMO_WEEKS = ['Week of March 3, 2025', 'Week of March 10, 2025', 'Week of March 17, 2025'];

/** The `count` Mondays up to the one starting the week of `now`, oldest first: 'Week of November 16, 2026'. */
export function demoThoughtWeeks(now: Date, count: number): Array<{ week: string; publishedAt: Date }> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(monday - (count - 1 - i) * 7 * DAY_MS);
    const label = day.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // Published that Monday at 10:00 UTC, or now when the seed runs earlier on that Monday.
    return {
      week: `Week of ${label}`,
      publishedAt: new Date(Math.min(day.getTime() + 10 * 3_600_000, now.getTime())),
    };
  });
}

/** Demo events for the coming weeks (only when none is upcoming) and weekly thoughts (only when there are none). */
export async function seed(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  if (!(await hasEventFrom(deps.db, isoDay(now)))) {
    await insertSeedRows(deps.db, dashboardEvents, upcomingDemoEvents(now), { skipExisting: true });
  }
  await deleteThoughtsOfWeeks(deps.db, LEGACY_DEMO_WEEKS);
  if (await isTableEmpty(deps.db, weeklyThoughts)) {
    const weeks = demoThoughtWeeks(now, DEMO_THOUGHTS.length);
    await insertSeedRows(
      deps.db,
      weeklyThoughts,
      DEMO_THOUGHTS.map((t, i) => ({ ...t, ...weeks[i] })),
    );
  }
  await invalidate(TOPIC.dashboard);
}
