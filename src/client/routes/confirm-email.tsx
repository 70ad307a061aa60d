import { CheckCircle2, Loader2, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useConfirmEmail } from '@/client/features/auth/api/confirm-email';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { tokenFromHash } from '@/client/lib/url-token';
import { ApiError } from '@/client/lib/api';

/** Opens from the mailed link; posts the fragment's token once (mail scanners don't run scripts). */
export function Component() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    confirm.mutate({ token });
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <AuthCard
      title={confirm.isSuccess ? 'Email Confirmed' : failed ? 'Confirmation Failed' : 'Confirming Email...'}
      icon={
        confirm.isSuccess ? (
          <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
        ) : failed ? (
          <MailWarning className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Loader2 className="h-6 w-6 animate-spin" aria-hidden="true" />
        )
      }
    >
      {confirm.isSuccess ? (
        <div className="space-y-5 text-center">
          <p className="text-sm">{confirm.data.message}</p>
          <Button asChild className="w-full">
            <Link to={paths.login}>Sign In</Link>
          </Button>
        </div>
      ) : failed ? (
        <div className="space-y-4">
          <Alert variant="destructive">
            {(confirm.error instanceof ApiError ? confirm.error.serverMessage : undefined) ??
              'This confirmation link is invalid, expired or already used.'}
          </Alert>
          <p className="text-sm text-muted-foreground">
            Signing in with your password sends a fresh confirmation link if your address is not confirmed
            yet.
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.login}>Go to Sign In</Link>
          </Button>
        </div>
      ) : (
        <p className="text-center text-sm text-muted-foreground">Please wait a moment.</p>
      )}
    </AuthCard>
  );
}
