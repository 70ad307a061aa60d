import { UserPlus } from 'lucide-react';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { SignedInNotice } from '@/client/features/auth/components/signed-in-notice';
import { RegisterForm } from '@/client/features/auth/components/register-form';
import { PlanReturnNote } from '@/client/features/auth/components/plan-return-note';

export function Component() {
  return (
    <AuthCard
      wide
      title="Create Your Account"
      subtitle="Join thousands of traders learning to think for themselves"
      icon={<UserPlus className="h-6 w-6" aria-hidden="true" />}
    >
      <SignedInNotice>
        <PlanReturnNote register />
        <RegisterForm />
      </SignedInNotice>
    </AuthCard>
  );
}
