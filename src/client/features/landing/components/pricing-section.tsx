import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { SELF_SERVE_PLANS } from '@/core/access/plans';
import type { SelfServePlan } from '@/core/access/plans';
import { LandingSection } from './section';

// Loaded on first click: the landing bundle stays small (DESIGN §7 budget).

interface Plan {
  name: string;
  /** The plan a trial starts (Institution has none: 'Contact Sales'). */
  trialPlan?: SelfServePlan;
  price: string;
  period?: string;
  blurb: string;
  features: string[];
  cta: 'Start Free Trial' | 'Contact Sales';
  popular?: boolean;
}

/** Spec 01 §9 plans, prices and features word for word. */
export const PLANS: Plan[] = [
  {
    name: 'Individual',
    trialPlan: 'individual',
    price: '$97',
    period: '/month',
    blurb: 'Futures signals for the self-directed trader.',
    features: [
      'Real-time futures signals',
      'Email and SMS alerts',
      'Performance tracking',
      'Educational content',
      'Mobile access',
    ],
    cta: 'Start Free Trial',
  },
  {
    name: 'Professional',
    trialPlan: 'professional',
    price: '$197',
    period: '/month',
    blurb: 'Every market we cover, with deeper analytics.',
    features: [
      'All Individual features',
      'Equity signals',
      'Crypto signals',
      'Advanced analytics',
      'Priority support',
    ],
    cta: 'Start Free Trial',
    popular: true,
  },
  {
    name: 'Institution',
    price: 'Custom',
    blurb: 'For desks, advisers and family offices.',
    features: [
      'All Professional features',
      'Multiple user accounts',
      'API access',
      'Custom reporting',
      'Dedicated support',
    ],
    cta: 'Contact Sales',
  },
];

/** 'Contact Sales' (issue 26): the contact form with the Subscription inquiry and the Institution plan named. */
export const CONTACT_SALES = `${paths.contact}?inquiry=subscription&plan=institution`;

const isSelfServe = (v: string | null): v is SelfServePlan =>
  (SELF_SERVE_PLANS as readonly string[]).includes(v ?? '');

/**
 * '?trial={plan}' on the landing: a visitor sent through sign-in by 'Start Free Trial' is back on that plan
 * (issue 26). Read once; the query is dropped so a reload does not ask again.
 */
function useReturnedTrial(): SelfServePlan | null {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('trial');
  const [returned] = useState(() => (isSelfServe(asked) ? asked : null));
  useEffect(() => {
    if (asked !== null) void navigate({ search: '', hash }, { replace: true });
  }, [asked, hash, navigate]);
  return returned;
}

/** #pricing: three plans, Professional marked MOST POPULAR. */
/**
 * `trialDialog`: what 'Start Free Trial' opens (the route composes the trials feature in); `autoStart`
 * when the visitor is back from signing in for that plan.
 */
export function PricingSection({
  trialDialog,
}: {
  trialDialog: (plan: SelfServePlan, onClose: () => void, autoStart: boolean) => ReactNode;
}) {
  const returned = useReturnedTrial();
  const [trial, setTrial] = useState<{ plan: SelfServePlan; autoStart: boolean } | null>(
    returned ? { plan: returned, autoStart: true } : null,
  );
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Pick the markets you want to follow"
      intro="Every plan is educational: signals, not advice."
    >
      <div className="grid items-stretch gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <article
            key={plan.name}
            aria-label={`${plan.name} plan`}
            className={cn(
              'relative flex flex-col rounded-xl border bg-card p-6',
              plan.popular && 'border-primary shadow-lg shadow-emerald-900/30 lg:-translate-y-2',
            )}
          >
            {plan.popular ? (
              <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-primary text-primary-foreground">
                MOST POPULAR
              </Badge>
            ) : null}
            <h3 className="text-xl font-semibold text-white">{plan.name}</h3>
            <p className="mt-1 text-sm text-slate-400">{plan.blurb}</p>
            <p className="mt-5 flex items-baseline gap-1">
              <span className="text-4xl font-bold text-white">{plan.price}</span>
              {plan.period ? <span className="text-slate-400">{plan.period}</span> : null}
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {plan.features.map((f) => (
                <li key={f} className="flex items-start gap-2 text-slate-300">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  {f}
                </li>
              ))}
            </ul>
            {plan.trialPlan ? (
              <Button
                type="button"
                className="mt-8 w-full"
                variant={plan.popular ? 'default' : 'outline'}
                onClick={() => plan.trialPlan && setTrial({ plan: plan.trialPlan, autoStart: false })}
              >
                {plan.cta}
              </Button>
            ) : (
              <Button asChild className="mt-8 w-full" variant="outline">
                <Link to={CONTACT_SALES}>{plan.cta}</Link>
              </Button>
            )}
          </article>
        ))}
      </div>
      {trial ? trialDialog(trial.plan, () => setTrial(null), trial.autoStart) : null}
    </LandingSection>
  );
}
