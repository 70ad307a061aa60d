import { Check } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import type { TrialPlan } from '@/core/schemas/trials';
import { LandingSection } from './section';

// Loaded on first click: the landing bundle stays small (DESIGN §7 budget).

interface Plan {
  name: string;
  /** The plan a trial request names (Institution has none: 'Contact Sales'). */
  trialPlan?: TrialPlan;
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

// Pricing cards carry no navigation (spec 01 §2): the buttons answer in place (a toast or the trial dialog).
const contactSales = () =>
  toast({
    title: 'Contact Sales',
    description: 'Tell us about your team through the contact page and we will reply within 24 hours.',
  });

/** #pricing: three plans, Professional marked MOST POPULAR. */
/** `trialDialog`: what a trial button opens (the route composes the trials feature in). */
export function PricingSection({
  trialDialog,
}: {
  trialDialog: (plan: TrialPlan, onClose: () => void) => ReactNode;
}) {
  const [trial, setTrial] = useState<TrialPlan | null>(null);
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
            <Button
              type="button"
              className="mt-8 w-full"
              variant={plan.popular ? 'default' : 'outline'}
              onClick={() => (plan.trialPlan ? setTrial(plan.trialPlan) : contactSales())}
            >
              {plan.cta}
            </Button>
          </article>
        ))}
      </div>
      {trial ? trialDialog(trial, () => setTrial(null)) : null}
    </LandingSection>
  );
}
