import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { TestimonialsList } from '@/client/features/admin-testimonials/components/testimonials-list';

export function Component() {
  return (
    <AdminPage
      title="Testimonials"
      subtitle="The landing page shows the first six active ones. Mark one Verified only after checking it comes from a real member."
    >
      <TestimonialsList />
    </AdminPage>
  );
}
