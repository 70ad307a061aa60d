import { asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardEvents, weeklyThoughts } from '../../db/schema';

export type ThoughtRow = typeof weeklyThoughts.$inferSelect;
export type EventRow = typeof dashboardEvents.$inferSelect;
type ThoughtValues = typeof weeklyThoughts.$inferInsert;
type EventValues = typeof dashboardEvents.$inferInsert;

/** Newest thought first; id breaks ties so the order is stable. */
export function listThoughts(db: Db) {
  return db.select().from(weeklyThoughts).orderBy(desc(weeklyThoughts.publishedAt), desc(weeklyThoughts.id));
}

export async function insertThought(db: Db, values: ThoughtValues) {
  const [row] = await db.insert(weeklyThoughts).values(values).returning();
  return row;
}

/** The updated thought, or undefined when no thought has that id. */
export async function updateThought(db: Db, id: number, values: ThoughtValues) {
  const [row] = await db.update(weeklyThoughts).set(values).where(eq(weeklyThoughts.id, id)).returning();
  return row;
}

/** Events in calendar order; from `fromDate` (YYYY-MM-DD) on when given, else all of them. */
export function listEvents(db: Db, fromDate?: string) {
  return db
    .select()
    .from(dashboardEvents)
    .where(fromDate === undefined ? undefined : gte(dashboardEvents.eventDate, fromDate))
    .orderBy(asc(dashboardEvents.eventDate), asc(dashboardEvents.id));
}

export async function insertEvent(db: Db, values: EventValues) {
  const [row] = await db.insert(dashboardEvents).values(values).returning();
  return row;
}

/** The updated event, or undefined when no event has that id. */
export async function updateEvent(db: Db, id: number, values: EventValues) {
  const [row] = await db.update(dashboardEvents).set(values).where(eq(dashboardEvents.id, id)).returning();
  return row;
}
