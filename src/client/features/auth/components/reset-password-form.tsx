import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { usePreloadGuessability, withGuessability } from '@/client/lib/guessable-password';
import { resetPasswordSchema } from '@/core/schemas/auth';
import { useResetPassword } from '../api/password-reset';
import { NewPasswordFields } from './new-password-fields';

/** Sets a new password from the mailed single-use link; every session of the account ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const reset = useResetPassword();
  const form = useForm({
    resolver: withGuessability(zodResolver(resetPasswordSchema)),
    defaultValues: { token, password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  usePreloadGuessability();
  const e = form.formState.errors;

  if (reset.isSuccess) {
    return (
      <div className="space-y-5 text-center" data-testid="reset-done">
        <CheckCircle2 className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
        <p className="text-sm">{reset.data.message}</p>
        <Button asChild className="w-full">
          <Link to={paths.login}>Sign In</Link>
        </Button>
      </div>
    );
  }

  const submit = form.handleSubmit((v) =>
    reset.mutate(v, {
      // Field issues (e.g. the current password reused) go under their field; the link still works then.
      onError: (err) => {
        for (const i of err instanceof ApiError ? (err.body?.issues ?? []) : [])
          if (i.path === 'password' || i.path === 'confirmPassword')
            form.setError(i.path, { message: i.message });
      },
    }),
  );
  const fieldIssue = reset.error instanceof ApiError && (reset.error.body?.issues?.length ?? 0) > 0;
  const failure = fieldIssue
    ? undefined
    : reset.error instanceof ApiError
      ? reset.error.serverMessage
      : reset.error
        ? 'Something went wrong. Please try again.'
        : undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Choose a new password">
      {failure ? (
        <Alert variant="destructive">
          {failure}{' '}
          <Link to={paths.forgotPassword} className="underline">
            Request a new link
          </Link>
        </Alert>
      ) : null}
      <NewPasswordFields
        id={id}
        password={form.watch('password')}
        fields={{ password: form.register('password'), confirmPassword: form.register('confirmPassword') }}
        errors={{ password: e.password?.message, confirmPassword: e.confirmPassword?.message }}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
