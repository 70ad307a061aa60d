import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useViewAs } from '@/client/features/view-as/lib/view-as-cookie';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { ScrollToHash } from './scroll-to-hash';

export function PageFallback() {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8" aria-busy="true" aria-label="Loading page">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

// The operator's 'View as' banner loads only while its cookie is there.
const ViewAsBanner = lazy(() => import('@/client/features/view-as/components/view-as-banner'));

export function RootLayout() {
  const viewAs = useViewAs();
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip">
      {viewAs && (
        <Suspense fallback={null}>
          <ViewAsBanner />
        </Suspense>
      )}
      <NavBar />
      <main className="flex-1">
        {/* No Suspense boundary here: the router loads a screen before showing it (hydrateFallbackElement
            on the first load), and a boundary would make React hydrate the page in a later pass than
            the nav, after its queries may have answered (decision 0023). Lazy sections have their own. */}
        <Outlet />
      </main>
      <Footer />
      <ScrollToHash />
      <ScrollRestoration />
    </div>
  );
}
