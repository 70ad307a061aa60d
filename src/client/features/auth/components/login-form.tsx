import { Loader2, LogIn } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { useLogin } from '../api/login';
import { saveCodeStep } from '../lib/code-step-storage';
import { PasswordInput } from './password-input';

/** Sign-in (spec 01 §2, §4, §5, §8). */
export function LoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: 'Missing Fields',
        description: 'Please enter both email and password',
        variant: 'destructive',
      });
      return;
    }
    setFailed(false);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (r) => {
          if (r.mfaRequired) {
            const riskLevel = r.riskLevel ?? 'medium';
            saveCodeStep({ email: email.trim(), password, riskLevel, reasons: r.reasons ?? [] });
            navigate(`${paths.mfaVerification}?${new URLSearchParams({ email: email.trim(), riskLevel })}`);
            return;
          }
          toast({ title: 'Successfully signed in!' });
          navigate(paths.home);
        },
        onError: (err) => {
          setFailed(true);
          const server = err instanceof ApiError ? err.serverMessage : undefined;
          toast({
            title: 'Sign In Failed',
            description: server ?? 'Invalid email or password',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Sign in">
      {failed ? <Alert variant="destructive">Invalid email or password. Please try again.</Alert> : null}
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`} required>
          Email
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
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
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {login.isPending ? 'Signing In...' : 'Sign In to Dashboard'}
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
