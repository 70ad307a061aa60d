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
 * (invented) ones are never verified (issue 27).
 */
export const memberCountResponseSchema = z.object({ confirmedMembers: z.number().int().min(0) });
export type MemberCountResponse = z.infer<typeof memberCountResponseSchema>;
