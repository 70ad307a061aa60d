import { z } from 'zod';

/** GET /api/testimonials (spec 01 §3): the landing page shows the first 6. */
export const testimonialSchema = z.object({
  id: z.number(),
  name: z.string(),
  initials: z.string(),
  role: z.string(),
  content: z.string(),
  rating: z.number().int().min(0).max(5),
  verified: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsResponseSchema = z.array(testimonialSchema);

/**
 * GET /api/member-count: accounts whose email is confirmed and that are not cancelled or spam.
 * `verified` above is set by the operator for a testimonial of a real, checked member; the seeded
 * (invented) ones are never verified.
 */
export const memberCountResponseSchema = z.object({ confirmedMembers: z.number().int().min(0) });
export type MemberCountResponse = z.infer<typeof memberCountResponseSchema>;

/** The back office's list (GET /api/admin/testimonials): inactive ones too, with the slug seeded rows carry. */
export const adminTestimonialSchema = testimonialSchema.extend({
  slug: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** A seeded sample (invented person): shown as such and never 'Verified'. */
  sample: z.boolean(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialsResponseSchema = z.array(adminTestimonialSchema);

/**
 * PATCH /api/admin/testimonials/:id: the operator marks a testimonial 'Verified' once they have checked
 * it comes from a real member (or takes the mark back). Nothing else of a testimonial changes here.
 */
export const testimonialVerifyInputSchema = z.object({ verified: z.boolean() }).strict();
export type TestimonialVerifyInput = z.infer<typeof testimonialVerifyInputSchema>;
