import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { CodeStepDialog } from '@/client/features/auth/components/code-step-dialog';
import { SignedInNotice } from '@/client/features/auth/components/signed-in-notice';
import { LoginForm } from '@/client/features/auth/components/login-form';
import { PlanReturnNote } from '@/client/features/auth/components/plan-return-note';
import { readCodeStep } from '@/client/features/auth/lib/code-step-storage';

export function Component() {
  // A code step still pending in this browser session is offered in the modal (spec 01 §2).
  const [pending, setPending] = useState(() => {
    const step = readCodeStep();
    return step?.email && step.password ? step : null;
  });
  return (
    <AuthCard
      title="Sign In"
      subtitle="Access your trading signals and dashboard"
      icon={<LogIn className="h-6 w-6" aria-hidden="true" />}
    >
      <SignedInNotice>
        <PlanReturnNote />
        <LoginForm />
      </SignedInNotice>
      {pending ? <CodeStepDialog step={pending} onClose={() => setPending(null)} /> : null}
    </AuthCard>
  );
}
