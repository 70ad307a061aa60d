import { PageShell } from '@/client/components/ui/page-shell';
import { OperatorSignIn } from '@/client/features/admin-operators/components/operator-sign-in';

/** Named operator sign-in; the shared password stays on /admin. */
export function Component() {
  return (
    <PageShell title="Admin Sign-in">
      <OperatorSignIn />
    </PageShell>
  );
}
