import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { useProfile } from '@/client/features/auth/api/profile';
import { ProfileDetails } from '@/client/features/auth/components/profile-details';
import { SignInRequired } from '@/client/features/auth/components/sign-in-required';
import { CheckoutReturnNotice } from '@/client/features/trials/components/checkout-return';
import { PlanCard } from '@/client/features/trials/components/plan-card';

export function Component() {
  const { user, isLoading } = useCurrentUser();
  const profile = useProfile(Boolean(user));
  if (!isLoading && !user) return <SignInRequired title="Profile" />;
  return (
    <PageShell
      title="Profile"
      subtitle="Your account and its market access"
      actions={
        <Button asChild variant="outline">
          <Link to={paths.settings}>Settings</Link>
        </Button>
      }
    >
      <div className="mb-6 space-y-6">
        <CheckoutReturnNotice />
        {user ? <PlanCard /> : null}
      </div>
      {profile.data ? (
        <ProfileDetails profile={profile.data} />
      ) : profile.isError ? (
        <Alert variant="destructive">Could not load your profile. Please try again.</Alert>
      ) : (
        <Skeleton className="h-72 w-full" />
      )}
    </PageShell>
  );
}
