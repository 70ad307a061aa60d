import { PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCurrentUser } from '@/client/features/auth/api/get-current-user';
import { useProfile } from '@/client/features/auth/api/profile';
import { SignInRequired } from '@/client/features/auth/components/sign-in-required';
import { ChangeMobileForm, ChangePasswordForm } from '@/client/features/auth/components/settings-forms';

export function Component() {
  const { user, isLoading } = useCurrentUser();
  const profile = useProfile(Boolean(user));
  if (!isLoading && !user) return <SignInRequired title="Settings" />;
  return (
    <PageShell title="Settings" subtitle="Change your password and mobile number" className="max-w-3xl">
      <div className="space-y-6">
        {profile.data ? <ChangeMobileForm current={profile.data.mobile} /> : <Skeleton className="h-48 w-full" />}
        <ChangePasswordForm />
      </div>
    </PageShell>
  );
}
