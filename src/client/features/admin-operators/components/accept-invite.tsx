import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { usePreloadGuessability, withGuessability } from '@/client/lib/guessable-password';
import { inviteAcceptSchema } from '@/core/schemas/admin-operators';
import { useAcceptInvite, useEnrol, useInviteInfo } from '../api/operators';
import { FormField } from './form-field';

type Form = z.input<typeof inviteAcceptSchema>;

/**
 * The invite link: who it is for, the authenticator to add (QR code and the secret as
 * text), the password (the member rules) and a first code; then the recovery codes, shown once.
 */
export function AcceptInvite({ token }: { token: string }) {
  const info = useInviteInfo(token);
  const enrol = useEnrol();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrolMutate = enrol.mutate;
  const ready = info.isSuccess;
  useEffect(() => {
    if (ready) enrolMutate(token);
  }, [ready, token, enrolMutate]);

  if (!token || info.isError)
    return (
      <Card className="mx-auto w-full max-w-lg">
        <CardContent className="py-10 text-center" role="alert">
          This invite link is not valid or has expired. Ask an owner for a new invite.
        </CardContent>
      </Card>
    );
  if (info.isLoading || !info.data)
    return <p className="py-8 text-center text-muted-foreground">Loading...</p>;
  if (codes) return <RecoveryCodes codes={codes} />;
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="h-5 w-5 text-primary" aria-hidden="true" /> Set up your operator account
        </CardTitle>
        <CardDescription>
          <span className="break-all">{info.data.email}</span> ·{' '}
          {info.data.role === 'owner' ? 'Owner' : 'Staff'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby="totp-step" className="space-y-3">
          <h2 id="totp-step" className="font-semibold text-white">
            1. Add TrendLab Admin to your authenticator app
          </h2>
          {enrol.data ? (
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <img
                src={enrol.data.qrDataUrl}
                alt="QR code to scan with your authenticator app"
                width={176}
                height={176}
                className="rounded bg-white p-1"
              />
              <div className="min-w-0 space-y-1 text-sm text-muted-foreground">
                <p>Scan the code, or type this key into the app:</p>
                <code
                  data-testid="totp-secret"
                  className="block break-all rounded bg-muted px-2 py-1 font-mono text-white"
                >
                  {enrol.data.secret}
                </code>
              </div>
            </div>
          ) : enrol.isError ? (
            <p role="alert" className="text-sm text-red-400">
              Failed to prepare the authenticator. Reload the page.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Preparing the authenticator...</p>
          )}
        </section>
        <AcceptForm token={token} email={info.data.email} onDone={setCodes} />
      </CardContent>
    </Card>
  );
}

function AcceptForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: (codes: string[]) => void;
}) {
  const id = useId();
  usePreloadGuessability();
  const accept = useAcceptInvite();
  const form = useForm<Form, unknown, z.output<typeof inviteAcceptSchema>>({
    resolver: withGuessability(zodResolver(inviteAcceptSchema), () => email),
    defaultValues: { token, password: '', confirmPassword: '', code: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: (answer) => onDone(answer.recoveryCodes),
      onError: (err) => {
        const issue = err instanceof ApiError ? err.body?.issues?.[0] : undefined;
        if (issue && (issue.path === 'code' || issue.path === 'password'))
          form.setError(issue.path, { message: issue.message });
        else
          toast({
            title: 'Error',
            description:
              err instanceof ApiError && err.serverMessage
                ? err.serverMessage
                : 'Failed to accept the invite',
            variant: 'destructive',
          });
      },
    }),
  );
  const field = (
    name: 'password' | 'confirmPassword' | 'code',
    label: string,
    props: React.ComponentProps<typeof Input>,
  ) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]?.message}
      registration={form.register(name)}
      {...props}
    />
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="password-step">
      <h2 id="password-step" className="font-semibold text-white">
        2. Choose a password and enter the code the app shows
      </h2>
      <p className="text-sm text-muted-foreground">
        At least 8 characters with an uppercase and a lowercase letter, a number and a special character.
      </p>
      {field('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
      {field('confirmPassword', 'Confirm password', { type: 'password', autoComplete: 'new-password' })}
      {field('code', 'Authenticator code', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Activate my account
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle>Your account is ready</CardTitle>
        <CardDescription>
          Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are
          shown only now.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-white">
          {codes.map((c) => (
            <li key={c} className="rounded bg-muted px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
        <Button asChild className="w-full">
          <Link to={paths.admin.signIn}>Go to operator sign-in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
