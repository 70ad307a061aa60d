import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, LogIn } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { loginSchema } from '@/core/schemas/auth';
import type { LoginInput } from '@/core/schemas/auth';
import { PasswordInput } from './password-input';
import { useSignIn } from './use-sign-in';

// Spec 01 §8: an empty field is told by the 'Missing Fields' toast, not under the field.
const MISSING = 'Please enter both email and password';

/** Sign-in (spec 01 §2, §4, §5, §8), checked with the same Zod schema as the server. */
export function LoginForm() {
  const id = useId();
  const { signIn, failed, checking, pending } = useSignIn();
  const busy = pending || checking;
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

  const onSubmit = form.handleSubmit(({ email, password }) => signIn(email, password), onInvalid);

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
        {checking ? 'Checking your browser...' : pending ? 'Signing In...' : 'Sign In to Dashboard'}
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
