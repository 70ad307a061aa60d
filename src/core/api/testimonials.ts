import { idParamsSchema } from '../schemas/common';
import {
  adminTestimonialSchema,
  adminTestimonialsResponseSchema,
  memberCountResponseSchema,
  testimonialsResponseSchema,
  testimonialVerifyInputSchema,
} from '../schemas/testimonials';
import { endpoint } from './endpoint';

/** Active testimonials in display order (spec 01 §3): the landing page shows the first 6. */
export const testimonialsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/testimonials',
    responses: { 200: testimonialsResponseSchema },
  }),
  /** The real number of confirmed members (the landing's "Join N members", never an invented figure). */
  memberCount: endpoint({
    method: 'GET',
    path: '/api/member-count',
    responses: { 200: memberCountResponseSchema },
  }),
  /** Behind the admin guard: every testimonial, inactive ones too. */
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/testimonials',
    responses: { 200: adminTestimonialsResponseSchema },
  }),
  /** Behind the admin guard: the operator's 'Verified' mark for a real member's testimonial. */
  setVerified: endpoint({
    method: 'PATCH',
    path: '/api/admin/testimonials/:id',
    params: idParamsSchema,
    body: testimonialVerifyInputSchema,
    responses: { 200: adminTestimonialSchema },
  }),
};
