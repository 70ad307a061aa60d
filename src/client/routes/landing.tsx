import { lazy, Suspense } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Hero } from '@/client/features/landing/components/hero';

// Only the hero is in the landing chunk; the data-driven card and every section below load as
// separate chunks in parallel (first-screen JS budget, DESIGN §7: < 150 KB gzipped).
const PerformanceCard = lazy(() =>
  import('@/client/features/signals/components/performance-card').then((m) => ({
    default: m.PerformanceCard,
  })),
);
const HomeBelowFold = lazy(() => import('./home-below-fold'));

/** The landing page (spec 01 §2): hero, quiz teaser, signals, how it works, learn, testimonials, pricing, newsletter. */
export function Component() {
  return (
    <>
      <Hero
        aside={
          <Suspense fallback={<Skeleton className="h-[19rem] w-full rounded-xl" />}>
            <PerformanceCard />
          </Suspense>
        }
      />
      <Suspense fallback={<div className="min-h-[200vh]" aria-busy="true" />}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
