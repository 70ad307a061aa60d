import { Navigate } from 'react-router';
import { entitlementsOf } from '@/core/access';
import { PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/config/paths';
import { useBillingStatus } from '@/client/lib/billing-status';
import { useCurrentUser } from '@/client/lib/current-user';
import { StrategyLab } from '@/client/features/strategy-lab/components/strategy-lab';

/** /lab: members only; the plan decides between the lab and its preview. */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  const billing = useBillingStatus(Boolean(user));
  if (isLoading || (user && billing.isLoading))
    return <Skeleton className="mx-auto my-8 h-96 max-w-7xl" aria-label="Loading the lab" />;
  if (!user) return <Navigate to={paths.login} replace />;
  const entitled = billing.data ? entitlementsOf(billing.data.accessPlan).advancedAnalytics : false;
  return (
    <PageShell
      title="Strategy Lab"
      subtitle="Test the breakout rule with your own lengths, on any instrument, a whole market or your own prices."
    >
      <StrategyLab entitled={entitled} />
    </PageShell>
  );
}
