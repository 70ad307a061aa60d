import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { paths } from '@/client/config/paths';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/client/features/auth/components/reset-password-form';
import { tokenFromHash } from '@/client/features/auth/lib/code-step-storage';

export function Component() {
  // The token travels in the fragment (#token=...), then leaves the address bar and history.
  const [token] = useState(() => {
    const t = tokenFromHash(window.location.hash);
    if (t) window.history.replaceState(null, '', window.location.pathname);
    return t;
  });
  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account" icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert variant="destructive">
          This reset link is invalid, expired or already used.{' '}
          <Link to={paths.forgotPassword} className="underline">
            Request a new one
          </Link>
        </Alert>
      )}
    </AuthCard>
  );
}
