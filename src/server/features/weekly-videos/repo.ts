import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { weeklyVideos } from '../../db/schema';

export type WeeklyVideoRow = typeof weeklyVideos.$inferSelect;
type Values = typeof weeklyVideos.$inferInsert;

/** In the order the admin set, newest first within it; `all` includes the inactive ones. */
export function listVideos(db: Db, all: boolean) {
  return db
    .select()
    .from(weeklyVideos)
    .where(all ? undefined : eq(weeklyVideos.isActive, true))
    .orderBy(asc(weeklyVideos.sortOrder), desc(weeklyVideos.publishedAt), desc(weeklyVideos.id));
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
