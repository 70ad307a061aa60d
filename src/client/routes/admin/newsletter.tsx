import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { NewsletterManager } from '@/client/features/admin-newsletter/components/newsletter-manager';

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
