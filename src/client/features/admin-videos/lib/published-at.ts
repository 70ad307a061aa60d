import { publishedAtOf } from '@/core/schemas/admin-videos';

/** The UTC calendar day of a stored timestamp, as the date field shows it ('' when unreadable). */
export function publishedDayOf(publishedAt: string): string {
  const t = Date.parse(publishedAt);
  return Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 10);
}

/**
 * The timestamp to store for the day in the date field: a new day is published at 10:00:00Z (spec §5);
 * an edit that leaves the day alone keeps the video's own time.
 */
export function publishedAtFor(day: string, original?: string): string {
  if (!day) return '';
  if (original && publishedDayOf(original) === day) return original;
  return publishedAtOf(day);
}
