import { ArrowLeft, Loader2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { CodeStepBody, CodeStepHeading } from '@/client/features/auth/components/code-step';
import { readCodeStep } from '@/client/features/auth/lib/code-step-storage';
import { useCodeStepForm } from '@/client/features/auth/lib/use-code-step-form';
import { RISK_LEVELS } from '@/core/schemas/auth';

/** Second-step verification (spec 01 §2, §4): reads email and riskLevel from the query. */
export function Component() {
  const [params] = useSearchParams();
  const [stored] = useState(readCodeStep);
  const { form, onSubmit, canVerify, isPending, backToLogin } = useCodeStepForm(
    'Invalid verification code. Please try again.',
  );

  const email = stored?.email;
  if (!email) {
    return (
      <AuthCard
        title="Session Expired"
        subtitle="Your sign-in session has expired. Please sign in again."
        icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />}
      >
        <Button asChild className="w-full">
          <Link to={paths.login}>Return to Login</Link>
        </Button>
      </AuthCard>
    );
  }

  const queryLevel = params.get('riskLevel');
  const level = RISK_LEVELS.find((l) => l === queryLevel) ?? stored?.riskLevel ?? 'medium';

  return (
    <AuthCard
      title={<CodeStepHeading level={level} as="h1" />}
      subtitle={`Signing in as ${params.get('email') ?? email}`}
      icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />}
    >
      <CodeStepBody reasons={stored?.reasons ?? []} form={form} onSubmit={() => void onSubmit()} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={backToLogin}>
          <ArrowLeft aria-hidden="true" />
          Back to Login
        </Button>
        <Button type="button" disabled={!canVerify} onClick={() => void onSubmit()}>
          {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Verify
        </Button>
      </div>
    </AuthCard>
  );
}
