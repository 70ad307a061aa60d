import { and, asc, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardEvents, weeklyThoughts, weeklyVideos } from '../../db/schema';

/** How many upcoming events and weekly thoughts the dashboard shows. */
export const EVENTS_SHOWN = 8;
export const THOUGHTS_SHOWN = 3;

/** Active weekly videos published by `now` (a scheduled one shows from its time on), newest first (then the operator's sort order). */
export async function listPublishedVideos(db: Db, now: Date) {
  return db
    .select({
      id: weeklyVideos.id,
      title: weeklyVideos.title,
      week: weeklyVideos.week,
      duration: weeklyVideos.duration,
      embedUrl: weeklyVideos.embedUrl,
    })
    .from(weeklyVideos)
    .where(and(eq(weeklyVideos.isActive, true), lte(weeklyVideos.publishedAt, now)))
    .orderBy(desc(weeklyVideos.publishedAt), asc(weeklyVideos.sortOrder), desc(weeklyVideos.id));
}

/** Active events from today on (dates are calendar days, compared as 'YYYY-MM-DD' text). */
export async function listUpcomingEvents(db: Db, today: string) {
  const rows = await db
    .select({ date: dashboardEvents.eventDate, event: dashboardEvents.event })
    .from(dashboardEvents)
    .where(and(eq(dashboardEvents.isActive, true), gte(dashboardEvents.eventDate, today)))
    .orderBy(asc(dashboardEvents.eventDate), asc(dashboardEvents.id))
    .limit(EVENTS_SHOWN);
  return rows;
}

/** Active thoughts, newest first; one dated later than `today` (UTC) shows from its date on. */
export async function listWeeklyThoughts(db: Db, today: string) {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
  return db
    .select({ week: weeklyThoughts.week, quote: weeklyThoughts.quote, content: weeklyThoughts.content })
    .from(weeklyThoughts)
    .where(and(eq(weeklyThoughts.isActive, true), lt(weeklyThoughts.publishedAt, tomorrow)))
    .orderBy(desc(weeklyThoughts.publishedAt), desc(weeklyThoughts.id))
    .limit(THOUGHTS_SHOWN);
}

/** Whether any event (active or not) falls on `today` or later. */
export async function hasEventFrom(db: Db, today: string): Promise<boolean> {
  const rows = await db
    .select({ id: dashboardEvents.id })
    .from(dashboardEvents)
    .where(gte(dashboardEvents.eventDate, today))
    .limit(1);
  return rows.length > 0;
}

export async function deleteThoughtsOfWeeks(db: Db, weeks: string[]): Promise<void> {
  await db.delete(weeklyThoughts).where(inArray(weeklyThoughts.week, weeks));
}
