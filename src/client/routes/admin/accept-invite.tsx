import { useSearchParams } from 'react-router';
import { PageShell } from '@/client/components/ui/page-shell';
import { AcceptInvite } from '@/client/features/admin-operators/components/accept-invite';

/** The link of an operator invite. */
export function Component() {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <PageShell title="Operator Invite">
      <AcceptInvite token={token} />
    </PageShell>
  );
}
