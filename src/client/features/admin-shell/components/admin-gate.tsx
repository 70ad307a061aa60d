import { Loader2, Lock } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { adminLoginSchema } from '@/core/schemas/admin';
import { useAdminLogin, useAdminSession } from '@/client/lib/admin-session';

/**
 * The one admin gate, shown on every admin page (DESIGN §3: also those the spec shows ungated).
 * The password goes to the server once; the HttpOnly session cookie is what the browser keeps.
 */
export function AdminGate({ children }: { children: React.ReactNode }) {
  const session = useAdminSession();
  if (session.isLoading) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (session.data?.authenticated) return <>{children}</>;
  return <AdminLoginForm />;
}

function AdminLoginForm() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const login = useAdminLogin();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = adminLoginSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(undefined);
    login.mutate(password, {
      onSuccess: () => {
        setPassword('');
        toast({ title: 'Access granted to admin panel' });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401)
          toast({ title: 'Access Denied', description: 'Invalid admin password', variant: 'destructive' });
        else if (err instanceof ApiError && err.status === 429)
          toast({ title: 'Access Denied', description: err.serverMessage, variant: 'destructive' });
        else toast({ title: 'Failed to verify password', variant: 'destructive' });
      },
    });
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="h-5 w-5 text-primary" aria-hidden="true" /> Admin Access
        </CardTitle>
        <CardDescription>Please enter the admin password</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="admin-password">Admin password</Label>
            <Input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'admin-password-error' : undefined}
            />
            <FieldError id="admin-password-error" message={error} />
          </div>
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Access Admin Panel
          </Button>
        </form>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Have an operator account?{' '}
          <Link className="text-primary underline-offset-4 hover:underline" to={paths.admin.signIn}>
            Sign in with email and authenticator
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
