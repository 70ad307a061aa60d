import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { RegistrationApiKeys } from '@/client/features/api-keys/components/registration-api-keys';
import { AccessPanel } from '@/client/features/trials/components/access-panel';
import { RegistrationAccess } from '@/client/features/trials/components/registration-access';
import { RegistrationsManager } from '@/client/features/admin-registrations/components/registrations-manager';

export function Component() {
  return (
    <AdminPage
      title="Registrations"
      subtitle="Review sign-ups, set their status and the markets each account may use."
    >
      <div className="space-y-6">
        <AccessPanel />
        <RegistrationsManager
          extras={(userId) => (
            <>
              <RegistrationAccess userId={userId} />
              <RegistrationApiKeys userId={userId} />
            </>
          )}
        />
      </div>
    </AdminPage>
  );
}
