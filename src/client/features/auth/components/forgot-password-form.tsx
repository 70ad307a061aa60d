import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Loader2, MailCheck, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { forgotPasswordSchema } from '@/core/schemas/auth';
import { useRequestPasswordReset } from '../api/password-reset';

/** The confirmation view: the same words whether or not the address has an account. */
function ResetSent({ sentTo, onAgain }: { sentTo: string; onAgain: () => void }) {
  return (
    <div className="space-y-5 text-center" data-testid="reset-sent">
      <MailCheck className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">
        If an account exists for <span className="break-all font-medium text-white">{sentTo}</span>, a link to
        reset the password is on its way. The link works once and expires in 1 hour.
      </p>
      <div className="flex flex-col gap-2">
        <Button type="button" variant="outline" onClick={onAgain}>
          Send Another Email
        </Button>
        <Button asChild>
          <Link to={paths.login}>Back to Sign In</Link>
        </Button>
      </div>
    </div>
  );
}

/** Forgot password (spec 01 §2, §5, §8): form view, then a confirmation view with the address. */
export function ForgotPasswordForm() {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    // The message goes away while typing and is checked again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Password Reset Email Sent',
          description: 'Please check your email for password reset instructions.',
        });
        setSentTo(values.email);
      },
      onError: (err) => {
        toast({
          title: 'Password Reset Failed',
          description:
            (err instanceof ApiError ? err.serverMessage : undefined) ??
            'Something went wrong. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  if (sentTo) {
    return (
      <ResetSent
        sentTo={sentTo}
        onAgain={() => {
          form.reset({ email: '' });
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Request a password reset">
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`} required>
          Email
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(error)}
          {...form.register('email', { onChange: () => form.clearErrors('email') })}
        />
        <FieldError message={error} />
      </div>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {request.isPending ? 'Sending...' : 'Send Reset Email'}
      </Button>
      <Link
        to={paths.login}
        className="flex items-center justify-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Sign In
      </Link>
    </form>
  );
}
