import { AlertCircle, Home } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';

/** Any unknown path (spec 02 §1): the spec's heading and a way back home. */
export function Component() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-white">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-400">The page you are looking for does not exist or has moved.</p>
          <Button asChild>
            <Link to={paths.home}>
              <Home aria-hidden="true" /> Back to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
