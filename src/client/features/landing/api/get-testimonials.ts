import { useQuery } from '@tanstack/react-query';
import { testimonialsApi as api } from '@/core/api/testimonials';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/testimonials; the landing page shows the first 6 (spec 01 §9). */
export const TESTIMONIALS_SHOWN = 6;
export const testimonialsQueryOptions = () => endpointQuery(api.list);

export function useTestimonials() {
  return useQuery({ ...testimonialsQueryOptions(), select: (list) => list.slice(0, TESTIMONIALS_SHOWN) });
}
