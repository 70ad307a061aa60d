import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';

const RELOADED_AT_KEY = 'trendlab:stale-chunk-reload-at';
/** One automatic reload per this many ms: a chunk still missing after a reload is not stale, it is broken. */
const RELOAD_GRACE_MS = 30_000;

/** A lazy route whose chunk is gone (a deploy replaced the hashed files) fails with one of these. */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to load module script/i.test(
    message,
  );
}

/**
 * Shown in place of a screen that crashed or could not load; the nav bar and footer stay.
 * A stale chunk reloads the page once by itself (the new index.html names the new chunks).
 */
export function RouteError({ error: loadError }: { error?: unknown }) {
  const renderError = useRouteError();
  const error = loadError ?? renderError;
  const stale = isStaleChunkError(error);
  useEffect(() => {
    if (!stale) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GRACE_MS) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    window.location.reload();
  }, [stale]);

  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4" role="alert">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex gap-2">
            <AlertTriangle className="h-8 w-8 text-amber-400" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-white">
              {stale ? 'A new version of the site is available' : 'Something went wrong'}
            </h1>
          </div>
          <p className="text-sm text-slate-300">
            {stale
              ? 'This page was updated while you had it open. Reload to get the latest version.'
              : 'This page could not be shown. Please try again; if it keeps happening, contact us.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => window.location.reload()}>{stale ? 'Reload' : 'Try again'}</Button>
            <Button asChild variant="outline">
              <Link to={paths.home}>Go to the home page</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
