import { memberCountResponseSchema, testimonialsResponseSchema } from '../schemas/testimonials';
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
};
