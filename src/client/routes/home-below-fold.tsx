import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { DemoDataBadge } from '@/client/components/ui/page-shell';
import { paths } from '@/client/config/paths';
import { HowItWorks } from '@/client/features/landing/components/how-it-works';
import { LearnSection } from '@/client/features/landing/components/learn-section';
import { PricingSection } from '@/client/features/landing/components/pricing-section';
import { QuizTeaser } from '@/client/features/landing/components/quiz-teaser';
import { LandingSection } from '@/client/features/landing/components/section';
import { signalsSectionHeading } from '@/client/features/landing/components/signals-heading';
import { TestimonialsSection } from '@/client/features/landing/components/testimonials-section';
import { GameTeaser } from '@/client/features/landing/components/game-teaser';
import { joinMembersText, useMemberCount } from '@/client/features/landing/api/get-member-count';
import { NewsletterForm } from '@/client/features/newsletter/components/newsletter-form';
import { useDemoMode, usePerformance } from '@/client/features/signals/api/get-performance';
import { MarketTabs } from '@/client/components/ui/market-tabs';
import { useSignalsFreshness } from '@/client/features/signals/api/get-signals';
import { SignalsTable } from '@/client/features/signals/components/signals-table';
import type { Market } from '@/core/schemas/markets';

const LANDING_ROWS = 10;
// The trial dialog loads only when a pricing button opens it; the checkout and portal buttons only when a
// member's pricing cards offer one.
const TrialDialog = lazy(() => import('@/client/features/trials/components/trial-dialog'));
const BillingActionButton = lazy(() => import('@/client/features/trials/components/billing-action-button'));

function SignalsSection() {
  const [market, setMarket] = useState<Market>('futures');
  // Signals and performance come from the same feed: label the table when it is the demo feed.
  const isDemo = Boolean(usePerformance().data?.find((r) => r.market === market)?.demoData);
  const heading = signalsSectionHeading(useSignalsFreshness(market, LANDING_ROWS));
  return (
    <LandingSection
      id="signals"
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro="The latest positions of the breakout rule in each market. Educational only, not investment advice."
    >
      <div className="mb-2 flex justify-end">
        <DemoDataBadge show={isDemo} />
      </div>
      <MarketTabs value={market} onChange={setMarket}>
        <SignalsTable market={market} limit={LANDING_ROWS} skeletonRows={4} reserveRows={LANDING_ROWS} />
      </MarketTabs>
      <div className="mt-6 text-center">
        <Button asChild variant="outline">
          <Link to={paths.signals}>See every signal</Link>
        </Button>
      </div>
    </LandingSection>
  );
}

function NewsletterSection() {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const join = joinMembersText(useMemberCount());
  return (
    <LandingSection
      eyebrow="Weekly newsletter"
      title="One email a week. No spam."
      intro={`Market insights, a trend-following lesson and the week's notable signals, every weekend.${join ? ` ${join}.` : ''}`}
    >
      <div className="mx-auto max-w-xl">
        <NewsletterForm source="landing" onSubscribed={setSubscribed} />
        {subscribed ? (
          <p role="status" className="mt-4 flex items-start gap-2 text-sm text-green-300">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            Almost there: we sent a confirmation link to {subscribed}. Open it to start receiving the
            newsletter.
          </p>
        ) : null}
      </div>
    </LandingSection>
  );
}

/**
 * The demo flag is read here, not by the page: its answer then re-renders this section alone
 * instead of every section below the hero, in one synchronous render (a long task on a phone).
 */
function Testimonials() {
  return <TestimonialsSection sample={useDemoMode()} />;
}

/**
 * Everything below the hero of the landing page, in its own lazily loaded chunk so the
 * landing route's first JavaScript stays small (DESIGN §7: < 150 KB gzipped).
 */
export default function HomeBelowFold() {
  return (
    <>
      <QuizTeaser />
      <GameTeaser />
      <SignalsSection />
      <HowItWorks />
      <LearnSection />
      <Testimonials />
      <PricingSection
        trialDialog={(plan, onClose, autoStart) => (
          <Suspense fallback={null}>
            <TrialDialog plan={plan} onClose={onClose} autoStart={autoStart} />
          </Suspense>
        )}
        billingButton={(action, props) => <BillingActionButton action={action} {...props} />}
      />
      <NewsletterSection />
    </>
  );
}
