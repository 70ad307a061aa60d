import { AdminPage } from '@/client/features/admin/components/admin-page';
import { AdminPanelActions, AdminPanelLinks } from '@/client/features/admin/components/admin-panel';

export function Component() {
  return (
    <AdminPage title="Admin Panel" subtitle="Manage the site: subscribers, messages, security and content." backLink={false} actions={<AdminPanelActions />}>
      <AdminPanelLinks />
    </AdminPage>
  );
}
