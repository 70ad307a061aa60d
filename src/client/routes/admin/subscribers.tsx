import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { SubscribersManager } from '@/client/features/admin-subscribers/components/subscribers-manager';

export function Component() {
  return (
    <AdminPage
      title="Subscriber Management"
      subtitle="Manage subscriber accounts, subscription levels, and customer information."
    >
      <SubscribersManager />
    </AdminPage>
  );
}
