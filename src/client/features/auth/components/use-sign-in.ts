import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { takeReturnTo } from '@/client/lib/return-to';
import { useLogin } from '../api/login';
import type { LoginPayload } from '../api/login';
import { saveCodeStep } from '../lib/code-step-storage';
import { needsSignInCheck, proveSignIn } from '../lib/sign-in-check';

/** A sign-in attempt and where it leads: home, the code step, the browser check, or a refusal. */
export function useSignIn() {
  const navigate = useNavigate();
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);

  // Past the account's failure budget the server asks for the browser check first (decision 0048).
  const attempt = (email: string, password: string, proof?: LoginPayload['proof']) =>
    login.mutate(
      { email, password, proof },
      {
        onSuccess: (r) => {
          if (r.mfaRequired) {
            const riskLevel = r.riskLevel ?? 'medium';
            saveCodeStep({ email, password, riskLevel, reasons: r.reasons ?? [] });
            void navigate(`${paths.mfaVerification}?${new URLSearchParams({ email, riskLevel })}`);
            return;
          }
          toast({ title: 'Successfully signed in!' });
          // Back to where sign-in was asked for (a plan's 'Start Free Trial'), else home.
          void navigate(takeReturnTo(paths.home));
        },
        onError: (err) => {
          if (!proof && needsSignInCheck(err)) {
            setChecking(true);
            proveSignIn(email).then(
              (solved) => {
                setChecking(false);
                attempt(email, password, solved);
              },
              (checkErr: unknown) => {
                setChecking(false);
                const message = checkErr instanceof Error ? checkErr.message : undefined;
                toast({ title: 'Sign In Failed', description: message, variant: 'destructive' });
              },
            );
            return;
          }
          // The inline alert is for a wrong email or password (401); any other refusal (unconfirmed
          // email, inactive account, too many tries) is told by the toast alone, with the server's words.
          setFailed(!(err instanceof ApiError) || err.status === 401);
          const server = err instanceof ApiError ? err.serverMessage : undefined;
          toast({
            title: 'Sign In Failed',
            description: server ?? 'Invalid email or password',
            variant: 'destructive',
          });
        },
      },
    );

  const signIn = (email: string, password: string) => {
    setFailed(false);
    attempt(email, password);
  };

  return { signIn, failed, checking, pending: login.isPending };
}
