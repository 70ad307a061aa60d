import { testimonialsApi as api } from '@/core/api/testimonials';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

/** Every testimonial, inactive ones and seeded samples too (the admin route). */
export const useAllTestimonials = () => useAdminQuery(endpointQuery(api.adminList));

/** The operator's 'Verified' mark; refetches the admin list and the landing's public list. */
export const useSetVerified = () =>
  useAdminMutation(
    ({ id, verified }: { id: number; verified: boolean }) =>
      callEndpoint(api.setVerified, { params: { id }, body: { verified } }),
    {
      invalidate: [api.adminList.path, api.list.path],
      success: { title: 'Success', description: 'Testimonial updated successfully' },
      failure: (err) => ({
        title: 'Error',
        description: serverMessageOr(err, 'Failed to update testimonial'),
      }),
    },
  );
