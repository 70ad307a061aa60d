import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { usePreloadGuessability, withGuessability } from '@/client/lib/guessable-password';
import { changeMobileSchema, changePasswordSchema } from '@/core/schemas/auth';
import { useChangeMobile, useChangePassword } from '../api/profile';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';

const failureText = (err: unknown) =>
  (err instanceof ApiError ? err.serverMessage : undefined) ?? 'Something went wrong. Please try again.';

/** Change password: current one, then a new one with the same strength rules as registration. */
export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const empty = { currentPassword: '', password: '', confirmPassword: '' };
  const form = useForm({
    resolver: withGuessability(zodResolver(changePasswordSchema)),
    defaultValues: empty,
    mode: 'onTouched',
  });
  usePreloadGuessability();
  const e = form.formState.errors;

  const onSubmit = form.handleSubmit((v) =>
    change.mutate(v, {
      onSuccess: (r) => {
        toast({ title: 'Password Changed', description: r.message });
        form.reset(empty);
      },
      onError: (err) => {
        // Field issues (a wrong current password, a refused new one) go under their field.
        for (const issue of err instanceof ApiError ? (err.body?.issues ?? []) : [])
          if (issue.path === 'currentPassword' || issue.path === 'password')
            form.setError(issue.path, { message: issue.message });
        toast({ title: 'Password Change Failed', description: failureText(err), variant: 'destructive' });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardDescription>Changing your password signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
          <div className="space-y-2">
            <Label htmlFor={`${id}-current`} required>
              Current Password
            </Label>
            <PasswordInput
              id={`${id}-current`}
              autoComplete="current-password"
              aria-invalid={Boolean(e.currentPassword)}
              {...form.register('currentPassword')}
            />
            <FieldError message={e.currentPassword?.message} />
          </div>
          <NewPasswordFields
            id={id}
            password={form.watch('password')}
            fields={{
              password: form.register('password'),
              confirmPassword: form.register('confirmPassword'),
            }}
            errors={{ password: e.password?.message, confirmPassword: e.confirmPassword?.message }}
          />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {change.isPending ? 'Saving...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Change (or remove) the mobile number used for text alerts. */
export function ChangeMobileForm({ current }: { current: string | null }) {
  const id = useId();
  const change = useChangeMobile();
  const form = useForm({
    resolver: zodResolver(changeMobileSchema),
    values: { mobile: current ?? '' },
    mode: 'onTouched',
  });
  const error = form.formState.errors.mobile?.message;

  const onSubmit = form.handleSubmit((v) =>
    change.mutate(v, {
      onSuccess: (r) => toast({ title: 'Mobile Number Updated', description: r.message }),
      onError: (err) =>
        toast({ title: 'Update Failed', description: failureText(err), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Mobile Number</CardTitle>
        <CardDescription>
          For text alerts - messaging rates may apply. Leave empty to remove it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change mobile number">
          <div className="space-y-2">
            <Label htmlFor={`${id}-mobile`}>Mobile Number</Label>
            <Input
              id={`${id}-mobile`}
              type="tel"
              autoComplete="tel"
              placeholder="+1 555 123 4567"
              aria-invalid={Boolean(error)}
              {...form.register('mobile')}
            />
            <FieldError message={error} />
          </div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {change.isPending ? 'Saving...' : 'Save Mobile Number'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
