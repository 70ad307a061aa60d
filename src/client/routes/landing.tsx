import { Skeleton } from '@/client/components/ui/skeleton';
import { Hero } from '@/client/features/landing/components/hero';
import { lazySection, Section } from '@/client/lib/lazy-section';

// Only the hero is in the landing chunk; the data-driven card and every section below load as
// separate chunks in parallel (first-screen JS budget, DESIGN §7: < 150 KB gzipped).
const PerformanceCard = lazySection(() =>
  import('@/client/features/signals/components/performance-card').then((m) => ({
    default: m.PerformanceCard,
  })),
);
const HomeBelowFold = lazySection(() => import('./home-below-fold'));

/** Loaded before the prerendered page hydrates (boot.tsx), so hydration finds their code loaded. */
export async function preloadSections() {
  await Promise.all([PerformanceCard.preload(), HomeBelowFold.preload()]);
}

/** The landing page (spec 01 §2): hero, quiz teaser, signals, how it works, learn, testimonials, pricing, newsletter. */
export function Component() {
  return (
    <>
      <Hero
        aside={
          <Section of={PerformanceCard} fallback={<Skeleton className="h-[19rem] w-full rounded-xl" />} />
        }
      />
      <Section of={HomeBelowFold} fallback={<div className="min-h-[200vh]" aria-busy="true" />} />
    </>
  );
}
