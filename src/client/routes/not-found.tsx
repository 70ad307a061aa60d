import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/client/components/ui/card';

export function Component() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-white">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-400">
            Did you forget to add the page to the router? Routes live in <code>src/client/app/router.tsx</code>.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
