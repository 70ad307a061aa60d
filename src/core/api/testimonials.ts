import { testimonialsResponseSchema } from '../schemas/testimonials';
import { endpoint } from './endpoint';

/** Active testimonials in display order (spec 01 §3): the landing page shows the first 6. */
export const testimonialsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/testimonials',
    responses: { 200: testimonialsResponseSchema },
  }),
};
