import { AdminPage } from '@/client/features/admin/components/admin-page';
import { NewsletterManager } from '@/client/features/admin/components/newsletter/newsletter-manager';

export function Component() {
  return (
    <AdminPage
      title="Newsletter Management"
      subtitle="Newsletter subscribers, their status and tags, and a CSV export of the current page."
    >
      <NewsletterManager />
    </AdminPage>
  );
}
