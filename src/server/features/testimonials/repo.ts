import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testimonials } from '../../db/schema';

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
