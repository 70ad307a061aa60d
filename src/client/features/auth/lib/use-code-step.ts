import { useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { takeReturnTo } from '@/client/lib/return-to';
import { useLogin } from '../api/login';
import { clearCodeStep, readCodeStep } from './code-step-storage';

export const MISSING_AUTH_DATA = 'Missing authentication data. Please try logging in again.';

class MissingAuthData extends Error {}

/**
 * Resubmits the stored credentials with the 6-digit code (spec 01 §4). Success clears the stored
 * values, toasts 'Successfully verified! Welcome back.' and goes to / (or back
 * to the plan whose 'Start Free Trial' asked for the sign-in).
 */
export function useCodeStep(onFailure: (message: string | undefined) => void) {
  const navigate = useNavigate();
  const login = useLogin();

  function submit(code: string) {
    const stored = readCodeStep();
    const run = async () => {
      if (!stored?.email || !stored.password) throw new MissingAuthData(MISSING_AUTH_DATA);
      return login.mutateAsync({ email: stored.email, password: stored.password, mfaCode: code.trim() });
    };
    run().then(
      () => {
        clearCodeStep();
        toast({ title: 'Successfully verified! Welcome back.' });
        void navigate(takeReturnTo(paths.home));
      },
      (err: unknown) => {
        const message =
          err instanceof MissingAuthData
            ? err.message
            : err instanceof ApiError
              ? err.serverMessage
              : undefined;
        onFailure(message);
      },
    );
  }

  function backToLogin() {
    clearCodeStep();
    void navigate(paths.login);
  }

  return { submit, backToLogin, isPending: login.isPending };
}
