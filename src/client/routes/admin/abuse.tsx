import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { AbuseTabs } from '@/client/features/admin-abuse/components/abuse-tabs';

export function Component() {
  return (
    <AdminPage
      title="Security & Abuse"
      subtitle="Abuse events from the detectors, risky IP patterns and the alerts mailed to the operator."
    >
      <AbuseTabs />
    </AdminPage>
  );
}
