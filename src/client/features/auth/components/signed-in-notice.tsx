import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { useSignOut } from '../api/sign-out';

/**
 * /login and /register for a member who is already signed in: says who, links home, and offers
 * Sign Out for using another account. Renders `children` (the form) for everybody else.
 */
export function SignedInNotice({ children }: { children: React.ReactNode }) {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return <>{children}</>;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="space-y-4 text-center" data-testid="signed-in-notice">
      <p className="text-slate-200">
        You are signed in as <span className="font-semibold text-white">{name}</span>
        {user.email ? <span className="block break-all text-sm text-slate-400">{user.email}</span> : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        <Button type="button" variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out to use another account
        </Button>
      </div>
    </div>
  );
}
