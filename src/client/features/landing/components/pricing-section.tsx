import { Check } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MemberPlanStatus } from '@/client/components/plan-status-badge';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useBillingStatus } from '@/client/lib/billing-status';
import { cn } from '@/client/lib/cn';
import { useCurrentUser } from '@/client/lib/current-user';
import { memberPlanOf, pricingOfferOf, subscribeLabel } from '@/core/access/member-plan';
import type { BillingAction, MemberPlan, PricingOffer } from '@/core/access/member-plan';
import { SELF_SERVE_PLANS } from '@/core/access/plans';
import type { PaidPlan, SelfServePlan } from '@/core/access/plans';
import { SUBSCRIPTION_CONTACT_PATH } from '@/core/schemas/billing';
import type { BillingStatus } from '@/core/schemas/billing';
import { LandingSection } from './section';

interface Plan {
  id: PaidPlan;
  name: string;
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
    id: 'individual',
    name: 'Individual',
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
    id: 'professional',
    name: 'Professional',
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
    id: 'institution',
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

/** 'Contact Sales': the contact form with the Subscription inquiry and the Institution plan named. */
export const CONTACT_SALES = `${paths.contact}?inquiry=subscription&plan=institution`;

const isSelfServe = (v: string | null): v is SelfServePlan =>
  (SELF_SERVE_PLANS as readonly string[]).includes(v ?? '');

/**
 * '?trial={plan}' on the landing: a visitor sent through sign-in by 'Start Free Trial' is back on that plan.
 * Read once; the query is dropped so a reload does not ask again.
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

/**
 * The signed-in member's billing status, or null: a visitor, a status still loading, or one that failed. Null
 * renders the spec's cards, the ones prerendered: the member's state appears only once the status has come.
 */
function useMemberBilling(): BillingStatus | null {
  const { user } = useCurrentUser();
  const status = useBillingStatus(Boolean(user));
  return user && status.data ? status.data : null;
}

type ButtonVariant = 'default' | 'outline';

/**
 * A way to pay online (Stripe Checkout, or the Customer Portal of a subscriber changing plan): the route composes
 * the trials feature in, loaded only when a member is offered one.
 */
export type BillingButton = (
  action: BillingAction,
  props: { label: string; variant: ButtonVariant; className: string },
) => ReactNode;

/** The button (or line) at the foot of a card: the spec's offer to a visitor, the member's own next step. */
function CardAction({
  plan,
  offer,
  billing,
  onTrial,
  billingButton,
}: {
  plan: Plan;
  offer: PricingOffer;
  billing: BillingStatus | null;
  onTrial: (plan: SelfServePlan) => void;
  billingButton: BillingButton;
}) {
  const variant: ButtonVariant =
    offer.kind !== 'manage' && (plan.popular || (offer.kind === 'subscribe' && offer.upgrade))
      ? 'default'
      : 'outline';
  switch (offer.kind) {
    case 'trial':
      return (
        <Button type="button" className="w-full" variant={variant} onClick={() => onTrial(offer.plan)}>
          {plan.cta}
        </Button>
      );
    case 'contact-sales':
      return (
        <Button asChild className="w-full" variant="outline">
          <Link to={CONTACT_SALES}>{plan.cta}</Link>
        </Button>
      );
    case 'manage':
      return (
        <Button asChild className="w-full" variant="outline">
          <Link to={paths.profile}>Manage your plan</Link>
        </Button>
      );
    case 'included':
      return (
        <p className="flex h-10 items-center justify-center gap-2 text-sm text-slate-400">
          <Check className="h-4 w-4 shrink-0" aria-hidden="true" />
          Included in your plan
        </p>
      );
    case 'subscribe': {
      const label = subscribeLabel(offer);
      if (!offer.action) {
        return (
          <Button asChild className="w-full" variant={variant}>
            <Link to={`${billing?.contactPath ?? SUBSCRIPTION_CONTACT_PATH}&plan=${offer.plan}`}>
              {label}
            </Link>
          </Button>
        );
      }
      return (
        <Suspense
          fallback={
            <Button type="button" className="w-full" variant={variant} disabled>
              {label}
            </Button>
          }
        >
          {billingButton(offer.action, { label, variant, className: 'w-full' })}
        </Suspense>
      );
    }
  }
}

/** 'Your plan' (or 'Your last plan', ended) beside the plan's name. */
function MemberMark({ member }: { member: MemberPlan }) {
  return (
    <Badge variant={member.current ? 'blue' : 'grey'} className="shrink-0" data-testid="your-plan">
      {member.current ? 'Your plan' : 'Your last plan'}
    </Badge>
  );
}

/**
 * #pricing: three plans, Professional marked MOST POPULAR (spec 01 §9). A signed-in member sees their own
 * plan marked with its status and a way to manage it, plans above it as upgrades, plans below as included,
 * and no second 'Start Free Trial' once their trial is used (docs/features/billing.md).
 *
 * `trialDialog`: what 'Start Free Trial' opens (the route composes the trials feature in); `autoStart`
 * when the visitor is back from signing in for that plan. `billingButton`: checkout or the portal, likewise.
 */
export function PricingSection({
  trialDialog,
  billingButton,
}: {
  trialDialog: (plan: SelfServePlan, onClose: () => void, autoStart: boolean) => ReactNode;
  billingButton: BillingButton;
}) {
  const returned = useReturnedTrial();
  const [trial, setTrial] = useState<{ plan: SelfServePlan; autoStart: boolean } | null>(
    returned ? { plan: returned, autoStart: true } : null,
  );
  const billing = useMemberBilling();
  const member = billing ? memberPlanOf(billing) : null;
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Pick the markets you want to follow"
      intro="Every plan is educational: signals, not advice."
    >
      <div className="grid items-stretch gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const mine = member?.plan === plan.id ? member : null;
          return (
            <article
              key={plan.name}
              aria-label={`${plan.name} plan`}
              data-member-plan={mine ? (mine.current ? 'current' : 'last') : undefined}
              className={cn(
                'relative flex flex-col rounded-xl border bg-card p-6',
                plan.popular && 'border-primary shadow-lg shadow-emerald-900/30 lg:-translate-y-2',
                mine?.current && 'border-sky-400/80 ring-1 ring-sky-400/60',
              )}
            >
              {plan.popular ? (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-primary text-primary-foreground">
                  MOST POPULAR
                </Badge>
              ) : null}
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-xl font-semibold text-white">{plan.name}</h3>
                {mine ? <MemberMark member={mine} /> : null}
              </div>
              <p className="mt-1 text-sm text-slate-400">{plan.blurb}</p>
              <p className="mt-5 flex items-baseline gap-1">
                <span className="text-4xl font-bold text-white">{plan.price}</span>
                {plan.period ? <span className="text-slate-400">{plan.period}</span> : null}
              </p>
              {mine ? <MemberPlanStatus member={mine} className="mt-4" /> : null}
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2 text-slate-300">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
              <div className="mt-8">
                <CardAction
                  plan={plan}
                  offer={pricingOfferOf(plan.id, billing)}
                  billing={billing}
                  onTrial={(p) => setTrial({ plan: p, autoStart: false })}
                  billingButton={billingButton}
                />
              </div>
            </article>
          );
        })}
      </div>
      {trial ? trialDialog(trial.plan, () => setTrial(null), trial.autoStart) : null}
    </LandingSection>
  );
}
