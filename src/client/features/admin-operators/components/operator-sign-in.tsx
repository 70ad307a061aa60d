import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { operatorLoginSchema } from '@/core/schemas/admin-operators';
import { useOperatorLogin } from '../api/operators';
import { FormField } from './form-field';

type Form = z.input<typeof operatorLoginSchema>;

/** Named sign-in: email, password and the code from the authenticator app, every time. */
export function OperatorSignIn() {
  const id = useId();
  const navigate = useNavigate();
  const login = useOperatorLogin();
  const form = useForm<Form, unknown, z.output<typeof operatorLoginSchema>>({
    resolver: zodResolver(operatorLoginSchema),
    defaultValues: { email: '', password: '', code: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Access granted to admin panel' });
        void navigate(paths.admin.panel);
      },
      onError: (err) => {
        form.setValue('code', '');
        toast({
          title: 'Access Denied',
          description: err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Failed to sign in',
          variant: 'destructive',
        });
      },
    }),
  );
  const field = (name: keyof Form, label: string, props: React.ComponentProps<typeof Input>) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]?.message}
      registration={form.register(name)}
      {...props}
    />
  );
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-primary" aria-hidden="true" /> Operator sign-in
        </CardTitle>
        <CardDescription>
          Your operator email, password and the 6-digit code from your authenticator app.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Operator sign-in">
          {field('email', 'Email', { type: 'email', autoComplete: 'username' })}
          {field('password', 'Password', { type: 'password', autoComplete: 'current-password' })}
          {field('code', 'Authenticator code', {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            placeholder: '123456 or a recovery code',
          })}
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Sign in
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            <Link className="text-primary underline-offset-4 hover:underline" to={paths.admin.panel}>
              Use the shared admin password instead
            </Link>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
