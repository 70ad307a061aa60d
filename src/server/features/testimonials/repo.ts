import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testimonials, users } from '../../db/schema';

const PUBLIC_FIELDS = {
  id: testimonials.id,
  name: testimonials.name,
  initials: testimonials.initials,
  role: testimonials.role,
  content: testimonials.content,
  rating: testimonials.rating,
  verified: testimonials.verified,
};
const ADMIN_FIELDS = {
  ...PUBLIC_FIELDS,
  slug: testimonials.slug,
  isActive: testimonials.isActive,
  sortOrder: testimonials.sortOrder,
};
const DISPLAY_ORDER = [asc(testimonials.sortOrder), asc(testimonials.id)];

/** The active testimonials in display order, with only the fields the page shows. */
export function listActiveTestimonials(db: Db) {
  return db
    .select(PUBLIC_FIELDS)
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(...DISPLAY_ORDER);
}

/** Every testimonial in display order, for the back office. */
export function listAllTestimonials(db: Db) {
  return db
    .select(ADMIN_FIELDS)
    .from(testimonials)
    .orderBy(...DISPLAY_ORDER);
}

/** One testimonial's slug (seeded samples are known by it) and mark; undefined when there is none. */
export async function findTestimonialMark(db: Db, id: number) {
  const [row] = await db
    .select({ slug: testimonials.slug, verified: testimonials.verified })
    .from(testimonials)
    .where(eq(testimonials.id, id));
  return row;
}

/** Sets the operator's 'Verified' mark; undefined when there is no such testimonial. */
export async function setTestimonialVerified(db: Db, id: number, verified: boolean) {
  const [row] = await db
    .update(testimonials)
    .set({ verified })
    .where(eq(testimonials.id, id))
    .returning(ADMIN_FIELDS);
  return row;
}

/** Members who confirmed their email and are still members (status confirmed or approved). */
export async function countConfirmedMembers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.status, ['confirmed', 'approved']));
  return row?.n ?? 0;
}
