import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

/** Spec 01 §6/§8: the crypto signals need a signed-in visitor. */
export function CryptoAuthRequired() {
  return (
    <div className="mx-auto max-w-xl rounded-lg border bg-card p-6 text-center" data-testid="crypto-auth-required">
      <h2 className="text-lg font-semibold">Authentication Required</h2>
      <p className="mt-1 text-sm text-muted-foreground">Please log in to access crypto trading signals</p>
      <Button asChild className="mt-4">
        <Link to={paths.login}>
          <LogIn aria-hidden="true" />
          Log In
        </Link>
      </Button>
    </div>
  );
}
