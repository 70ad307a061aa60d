import { ArrowLeft, Loader2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { CodeStepBody, CodeStepHeading } from '@/client/features/auth/components/code-step';
import { readCodeStep } from '@/client/features/auth/lib/code-step-storage';
import { useCodeStep } from '@/client/features/auth/lib/use-code-step';
import { RISK_LEVELS } from '@/core/schemas/auth';

/** Second-step verification (spec 01 §2, §4): reads email and riskLevel from the query. */
export function Component() {
  const [params] = useSearchParams();
  const [stored] = useState(readCodeStep);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { submit, backToLogin, isPending } = useCodeStep((message) => {
    const text = message ?? 'Invalid verification code. Please try again.';
    toast({ title: 'Verification Failed', description: text, variant: 'destructive' });
    setError(text);
  });

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
      <CodeStepBody
        reasons={stored?.reasons ?? []}
        code={code}
        onCodeChange={(c) => {
          setCode(c);
          setError(undefined);
        }}
        error={error}
        onSubmit={() => submit(code)}
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={backToLogin}>
          <ArrowLeft aria-hidden="true" />
          Back to Login
        </Button>
        <Button type="button" disabled={code.length !== 6 || isPending} onClick={() => submit(code)}>
          {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Verify
        </Button>
      </div>
    </AuthCard>
  );
}
