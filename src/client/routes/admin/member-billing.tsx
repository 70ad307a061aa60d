import { useSearchParams } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { MemberBillingPage } from '@/client/features/admin-subscribers/components/member-billing-page';

export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <AdminPage
      title="Member billing"
      subtitle="Plan, Stripe subscriptions, invoices and refunds, payment method, trial and grant history."
    >
      {Number.isInteger(id) && id > 0 ? (
        <MemberBillingPage id={id} />
      ) : (
        <Alert variant="destructive">No member chosen: open this page from Manage Subscribers.</Alert>
      )}
    </AdminPage>
  );
}
