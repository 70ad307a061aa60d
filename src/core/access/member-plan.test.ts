import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '../schemas/billing';
import { BILLING_ACTIVE, BILLING_FREE, BILLING_TRIAL, PLAN_END } from './member-plan.fixtures';
import { memberPlanOf, pricingOfferOf, subscribeLabel } from './member-plan';
import type { PricingOffer } from './member-plan';

const offers = (b: BillingStatus | null) =>
  (['individual', 'professional', 'institution'] as const).map((p) => {
    const o = pricingOfferOf(p, b);
    return o.kind === 'subscribe' ? subscribeLabel(o) : o.kind;
  });

describe("a member's own plan on the pricing cards", () => {
  it("visitors (and a status still loading or failed) get the spec's offers", () => {
    expect(offers(null)).toEqual(['trial', 'trial', 'contact-sales']);
    expect(memberPlanOf(BILLING_FREE)).toBeNull();
    expect(offers(BILLING_FREE)).toEqual(['trial', 'trial', 'contact-sales']);
  });

  it('a used trial is never offered again: subscribe online, or by contact without online payment', () => {
    const used = { ...BILLING_FREE, trialAvailable: false };
    expect(offers(used)).toEqual(['Subscribe to Individual', 'Subscribe to Professional', 'contact-sales']);
    expect(pricingOfferOf('individual', used)).toMatchObject({
      action: { kind: 'checkout', plan: 'individual' },
    });
    expect(offers({ ...used, onlinePayment: false })).toEqual([
      'Contact us to subscribe',
      'Contact us to subscribe',
      'contact-sales',
    ]);
  });

  it('a running trial: its card is theirs, the plan above offers checkout, no second trial', () => {
    expect(memberPlanOf(BILLING_TRIAL)).toEqual({
      plan: 'individual',
      current: true,
      status: 'trial',
      label: 'Free trial',
      until: { word: 'ends', at: PLAN_END },
    });
    expect(offers(BILLING_TRIAL)).toEqual(['manage', 'Upgrade to Professional', 'contact-sales']);
    expect(offers({ ...BILLING_TRIAL, onlinePayment: false })).toEqual([
      'manage',
      'Contact us to upgrade',
      'contact-sales',
    ]);
  });

  it('a Stripe subscriber changes plan in the portal (checkout would answer 409); plans below are included', () => {
    expect(memberPlanOf(BILLING_ACTIVE)).toMatchObject({ current: true, label: 'Active', until: null });
    expect(offers(BILLING_ACTIVE)).toEqual(['manage', 'Upgrade in Manage billing', 'contact-sales']);
    const pro = { ...BILLING_ACTIVE, plan: 'professional', accessPlan: 'professional' } as const;
    expect(offers(pro)).toEqual(['included', 'manage', 'contact-sales']);
    const institution = {
      ...BILLING_ACTIVE,
      plan: 'institution',
      accessPlan: 'institution',
      source: 'operator',
    } as const;
    expect(offers(institution)).toEqual(['included', 'included', 'manage']);
  });

  it('payment due and a subscription set to end say until when access lasts', () => {
    const due = { ...BILLING_ACTIVE, status: 'past_due', graceEndsAt: PLAN_END } as const;
    expect(memberPlanOf(due)).toMatchObject({
      label: 'Payment due',
      until: { word: 'access until', at: PLAN_END },
    });
    const ending = { ...BILLING_ACTIVE, cancelAtPeriodEnd: true };
    expect(memberPlanOf(ending)).toMatchObject({
      current: true,
      status: 'cancelled',
      label: 'Cancelled',
      until: { word: 'access until', at: PLAN_END },
    });
    expect(offers(ending)[0]).toBe('manage');
  });

  it('an ended plan is their last one: subscribe again (or a trial, when none was used)', () => {
    const cancelled = {
      ...BILLING_ACTIVE,
      status: 'cancelled',
      accessPlan: 'free',
      trialAvailable: false,
    } as const;
    expect(memberPlanOf(cancelled)).toMatchObject({ current: false, label: 'Cancelled' });
    expect(offers(cancelled)).toEqual(['Subscribe again', 'Subscribe to Professional', 'contact-sales']);
    // The portal is for changing a running subscription: an ended one pays again through checkout.
    expect(pricingOfferOf('individual', cancelled)).toMatchObject<Partial<PricingOffer>>({
      action: { kind: 'checkout', plan: 'individual' },
    });
    expect(offers({ ...cancelled, trialAvailable: true })).toEqual(['trial', 'trial', 'contact-sales']);
    const trialEnded = {
      ...BILLING_TRIAL,
      status: 'expired',
      accessPlan: 'free',
      trialEndsAt: null,
    } as const;
    expect(memberPlanOf(trialEnded)).toMatchObject({ current: false, label: 'Trial ended', until: null });
  });

  it("premium by the operator's switch (no plan record) is that plan, active", () => {
    const switched = { ...BILLING_FREE, accessPlan: 'professional', trialAvailable: true } as const;
    expect(memberPlanOf(switched)).toMatchObject({ plan: 'professional', current: true, label: 'Active' });
    // Premium already: the server refuses a trial, so none is offered.
    expect(offers(switched)).toEqual(['included', 'manage', 'contact-sales']);
  });
});
