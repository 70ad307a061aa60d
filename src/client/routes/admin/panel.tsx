import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { AdminPanelActions, AdminPanelLinks } from '@/client/features/admin-shell/components/admin-panel';
import { MailOutbox } from '@/client/features/admin-shell/components/mail-outbox';
import { ViewAsPicker } from '@/client/features/view-as/components/view-as-picker';

export function Component() {
  return (
    <AdminPage
      title="Admin Panel"
      subtitle="Manage the site: subscribers, messages, security and content."
      backLink={false}
      actions={<AdminPanelActions />}
    >
      <div className="space-y-6">
        <AdminPanelLinks />
        <ViewAsPicker />
        <MailOutbox />
      </div>
    </AdminPage>
  );
}
