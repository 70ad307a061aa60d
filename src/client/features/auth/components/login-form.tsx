import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, LogIn } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { takeReturnTo } from '@/client/lib/return-to';
import { loginSchema } from '@/core/schemas/auth';
import type { LoginInput } from '@/core/schemas/auth';
import { useLogin } from '../api/login';
import type { LoginPayload } from '../api/login';
import { saveCodeStep } from '../lib/code-step-storage';
import { needsSignInCheck, proveSignIn } from '../lib/sign-in-check';
import { PasswordInput } from './password-input';

// Spec 01 §8: an empty field is told by the 'Missing Fields' toast, not under the field.
const MISSING = 'Please enter both email and password';

/** Sign-in (spec 01 §2, §4, §5, §8), checked with the same Zod schema as the server. */
export function LoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const busy = login.isPending || checking;
  const form = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const e = form.formState.errors;
  // Other messages (an overlong address, say) stay under their field.
  const shown = (message?: string) => (message === MISSING ? undefined : message);

  const onInvalid = (errors: FieldErrors<LoginInput>) => {
    if (errors.email?.message !== MISSING && errors.password?.message !== MISSING) return;
    toast({ title: 'Missing Fields', description: MISSING, variant: 'destructive' });
  };

  // Past the account's failure budget the server asks for the browser check first (decision 0048).
  const attempt = (email: string, password: string, proof?: LoginPayload['proof']) =>
    login.mutate(
      { email, password, proof },
      {
        onSuccess: (r) => {
          if (r.mfaRequired) {
            const riskLevel = r.riskLevel ?? 'medium';
            saveCodeStep({ email, password, riskLevel, reasons: r.reasons ?? [] });
            void navigate(`${paths.mfaVerification}?${new URLSearchParams({ email, riskLevel })}`);
            return;
          }
          toast({ title: 'Successfully signed in!' });
          // Back to where sign-in was asked for (a plan's 'Start Free Trial'), else home.
          void navigate(takeReturnTo(paths.home));
        },
        onError: (err) => {
          if (!proof && needsSignInCheck(err)) {
            setChecking(true);
            proveSignIn(email).then(
              (solved) => {
                setChecking(false);
                attempt(email, password, solved);
              },
              (checkErr: unknown) => {
                setChecking(false);
                const message = checkErr instanceof Error ? checkErr.message : undefined;
                toast({ title: 'Sign In Failed', description: message, variant: 'destructive' });
              },
            );
            return;
          }
          // The inline alert is for a wrong email or password (401); any other refusal (unconfirmed
          // email, inactive account, too many tries) is told by the toast alone, with the server's words.
          setFailed(!(err instanceof ApiError) || err.status === 401);
          const server = err instanceof ApiError ? err.serverMessage : undefined;
          toast({
            title: 'Sign In Failed',
            description: server ?? 'Invalid email or password',
            variant: 'destructive',
          });
        },
      },
    );

  const onSubmit = form.handleSubmit(({ email, password }) => {
    setFailed(false);
    attempt(email, password);
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      {failed ? <Alert variant="destructive">Invalid email or password. Please try again.</Alert> : null}
      {checking ? (
        <Alert role="status" data-testid="sign-in-check">
          Many sign-in attempts failed for this account, so your browser is doing a short security check. This
          takes a few seconds.
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`} required>
          Email
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(shown(e.email?.message))}
          {...form.register('email')}
        />
        <FieldError message={shown(e.email?.message)} />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-password`} required>
            Password
          </Label>
          <Link to={paths.forgotPassword} className="text-sm text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          aria-invalid={Boolean(shown(e.password?.message))}
          {...form.register('password')}
        />
        <FieldError message={shown(e.password?.message)} />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {checking ? 'Checking your browser...' : login.isPending ? 'Signing In...' : 'Sign In to Dashboard'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={paths.register} className="text-primary underline underline-offset-4">
          Create one
        </Link>
      </p>
      <p className="text-center text-xs text-muted-foreground">
        By signing in you agree to our Terms of Service and Privacy Policy.
      </p>
    </form>
  );
}
