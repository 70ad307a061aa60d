import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { AuditLog } from '@/client/features/admin-audit/components/audit-log';

export function Component() {
  return (
    <AdminPage
      title="Audit Log"
      subtitle="Who did what in the back office: every admin write, with its operator and address."
    >
      <AuditLog />
    </AdminPage>
  );
}
