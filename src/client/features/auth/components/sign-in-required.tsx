import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { AuthCard } from './auth-card';

/** What Profile and Settings show to a signed-out visitor. */
export function SignInRequired({ title }: { title: string }) {
  return (
    <AuthCard
      title={title}
      subtitle="Please sign in to see this page."
      icon={<Lock className="h-6 w-6" aria-hidden="true" />}
    >
      <Button asChild className="w-full">
        <Link to={paths.login}>Sign In</Link>
      </Button>
    </AuthCard>
  );
}
