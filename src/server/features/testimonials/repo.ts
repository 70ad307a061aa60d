import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testimonials, users } from '../../db/schema';

/** The active testimonials in display order, with only the fields the page shows. */
export function listActiveTestimonials(db: Db) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      initials: testimonials.initials,
      role: testimonials.role,
      content: testimonials.content,
      rating: testimonials.rating,
      verified: testimonials.verified,
    })
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

/** Members who confirmed their email and are still members (status confirmed or approved). */
export async function countConfirmedMembers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.status, ['confirmed', 'approved']));
  return row?.n ?? 0;
}
