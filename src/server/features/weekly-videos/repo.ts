import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { weeklyVideos } from '../../db/schema';

export type WeeklyVideoRow = typeof weeklyVideos.$inferSelect;
type Values = typeof weeklyVideos.$inferInsert;

const ORDER = [asc(weeklyVideos.sortOrder), desc(weeklyVideos.publishedAt), desc(weeklyVideos.id)];

/** Every video, inactive and scheduled ones too (the admin's list), in the order the admin set, newest first within it. */
export function listAllVideos(db: Db) {
  return db
    .select()
    .from(weeklyVideos)
    .orderBy(...ORDER);
}

/** What members see at `now`: the active videos published by then, in the same order. */
export function listPublishedVideos(db: Db, now: Date) {
  return db
    .select()
    .from(weeklyVideos)
    .where(and(eq(weeklyVideos.isActive, true), lte(weeklyVideos.publishedAt, now)))
    .orderBy(...ORDER);
}

/** The publish times (epoch ms, ascending) of the active videos: the moments the members' lists change by themselves. */
export async function listPublishTimes(db: Db): Promise<number[]> {
  const rows = await db
    .select({ publishedAt: weeklyVideos.publishedAt })
    .from(weeklyVideos)
    .where(eq(weeklyVideos.isActive, true))
    .orderBy(asc(weeklyVideos.publishedAt));
  return rows.map((r) => r.publishedAt.getTime());
}

export async function insertVideo(db: Db, values: Values): Promise<WeeklyVideoRow> {
  const [row] = await db.insert(weeklyVideos).values(values).returning();
  return row;
}

/** The updated video, or undefined when no video has that id. */
export async function updateVideo(db: Db, id: number, set: Partial<Values>) {
  const [row] = await db.update(weeklyVideos).set(set).where(eq(weeklyVideos.id, id)).returning();
  return row as WeeklyVideoRow | undefined;
}
