import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { authApi } from '@/core/api/auth';
import { urlOf } from '@/core/api/endpoint';
import { Button } from '@/client/components/ui/button';

/**
 * Spec 01 §6/§8: the crypto signals need a signed-in visitor. `offer`: beside 'Log In', the trial that opens
 * them (the route composes the trials feature in).
 */
export function CryptoAuthRequired({ offer }: { offer?: ReactNode }) {
  return (
    <div
      className="mx-auto max-w-xl rounded-lg border bg-card p-6 text-center"
      data-testid="crypto-auth-required"
    >
      <h2 className="text-lg font-semibold">Authentication Required</h2>
      <p className="mt-1 text-sm text-muted-foreground">Please log in to access crypto trading signals</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild>
          {/* Spec 01 §7: a full browser navigation to /api/login, which sends the visitor to the sign-in screen. */}
          <a href={urlOf(authApi.loginPage)}>
            <LogIn aria-hidden="true" />
            Log In
          </a>
        </Button>
        {offer ? <div data-testid="locked-offer">{offer}</div> : null}
      </div>
    </div>
  );
}
