import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { paths } from '@/client/config/paths';
import { useResetTokenCheck } from '@/client/features/auth/api/password-reset';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/client/features/auth/components/reset-password-form';
import { tokenFromHash } from '@/client/lib/url-token';
import { ApiError } from '@/client/lib/api';

export function Component() {
  // The token travels in the fragment (#token=...), then leaves the address bar and history.
  const [token] = useState(() => {
    const t = tokenFromHash(window.location.hash);
    if (t) window.history.replaceState(null, '', window.location.pathname);
    return t;
  });
  const check = useResetTokenCheck(token);
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account"
      icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}
    >
      {!token || check.isError || check.data?.valid === false ? (
        <Alert variant="destructive" data-testid="reset-link-invalid">
          {check.data?.message ??
            ((check.error instanceof ApiError && check.error.serverMessage) ||
              'This reset link is invalid, expired or already used.')}{' '}
          <Link to={paths.forgotPassword} className="underline">
            Request a new one
          </Link>
        </Alert>
      ) : check.data?.valid ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="flex items-center justify-center gap-2 text-sm text-slate-300">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Checking your link...
        </p>
      )}
    </AuthCard>
  );
}
