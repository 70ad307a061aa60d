import { KeyRound } from 'lucide-react';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/client/features/auth/components/forgot-password-form';

export function Component() {
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to reset your password"
      icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
