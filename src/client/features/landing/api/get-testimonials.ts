import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@/core/schemas/testimonials';

/** GET /api/testimonials; the landing page shows the first 6 (spec 01 §9). */
export const TESTIMONIALS_SHOWN = 6;
export const testimonialsQueryOptions = () =>
  queryOptions<Testimonial[]>({ queryKey: ['/api/testimonials'] });

export function useTestimonials() {
  return useQuery({ ...testimonialsQueryOptions(), select: (list) => list.slice(0, TESTIMONIALS_SHOWN) });
}
