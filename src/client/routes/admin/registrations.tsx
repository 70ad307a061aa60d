import { AdminPage } from '@/client/features/admin/components/admin-page';
import { RegistrationsManager } from '@/client/features/admin/components/registrations/registrations-manager';

export function Component() {
  return (
    <AdminPage
      title="Registrations"
      subtitle="Review sign-ups, set their status and the markets each account may use."
    >
      <RegistrationsManager />
    </AdminPage>
  );
}
