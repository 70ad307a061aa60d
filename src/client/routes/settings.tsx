import { PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCurrentUser } from '@/client/lib/current-user';
import { useProfile } from '@/client/features/auth/api/profile';
import { SignInRequired } from '@/client/features/auth/components/sign-in-required';
import { ChangeMobileForm, ChangePasswordForm } from '@/client/features/auth/components/settings-forms';
import { AlertSettingsCard } from '@/client/features/alerts/components/alert-settings-form';
import { MyApiKeysCard } from '@/client/features/api-keys/components/my-api-keys-card';
import { PlanCard } from '@/client/features/trials/components/plan-card';

export function Component() {
  const { user, isLoading } = useCurrentUser();
  const profile = useProfile(Boolean(user));
  if (!isLoading && !user) return <SignInRequired title="Settings" />;
  return (
    <PageShell
      title="Settings"
      subtitle="Plan and billing, password, mobile number, signal alerts and API access"
      className="max-w-3xl"
    >
      <div className="space-y-6">
        {user ? <PlanCard /> : null}
        {profile.data ? (
          <ChangeMobileForm current={profile.data.mobile} />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
        <ChangePasswordForm />
        {user ? <AlertSettingsCard /> : null}
        {user ? <MyApiKeysCard /> : null}
      </div>
    </PageShell>
  );
}
