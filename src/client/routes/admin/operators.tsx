import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { OperatorsScreen } from '@/client/features/admin-operators/components/operators-screen';

export function Component() {
  return (
    <AdminPage
      title="Operators & Sessions"
      subtitle="Named operators, their sign-in sessions and the shared admin password."
    >
      <OperatorsScreen />
    </AdminPage>
  );
}
