import { describe, expect, it } from 'vitest';
import { cheapestPlanForMarket, entitlementsOf, marketsOf, PLANS } from './plans';
import { accessPlanOf, entitlementsOfSubject, isPremium, marketViewerOf, subjectForPlan } from './viewer';

describe('the plan table', () => {
  it('prices the two self-serve plans as spec 01 §9 says', () => {
    expect(PLANS.individual.monthlyCents).toBe(9700);
    expect(PLANS.professional.monthlyCents).toBe(19700);
  });
  it('adds markets plan by plan, API keys for Institution alone', () => {
    expect(entitlementsOf('free')).toMatchObject({ futuresLive: false, alerts: false, apiKeys: false });
    expect(entitlementsOf('individual')).toMatchObject({
      futuresLive: true,
      equitiesLive: false,
      cryptosLive: false,
      alerts: true,
      trackRecord: true,
      apiKeys: false,
    });
    expect(entitlementsOf('professional')).toMatchObject({
      equitiesLive: true,
      cryptosLive: true,
      advancedAnalytics: true,
      apiKeys: false,
    });
    expect(entitlementsOf('institution').apiKeys).toBe(true);
  });
  it('subjectForPlan gives the access of an active member on that plan', () => {
    expect(marketViewerOf(subjectForPlan('individual'), 'futures')).toBe('premium');
    expect(marketViewerOf(subjectForPlan('individual'), 'equities')).toBe('free');
    expect(marketViewerOf(subjectForPlan('professional'), 'crypto')).toBe('premium');
    expect(isPremium(subjectForPlan('free'))).toBe(false);
    expect(entitlementsOfSubject(subjectForPlan('institution')).apiKeys).toBe(true);
  });
  it('the plan record decides over the legacy flags; statuses without access are free', () => {
    const member = {
      status: 'confirmed',
      isPaidSubscriber: false,
      plan: 'professional',
      planStatus: 'trial',
    };
    expect(marketViewerOf(member, 'equities')).toBe('premium');
    expect(marketViewerOf({ ...member, planStatus: 'past_due' }, 'equities')).toBe('premium');
    for (const planStatus of ['cancelled', 'expired'])
      expect(
        marketViewerOf({ ...member, planStatus, isPaidSubscriber: true, enableFutures: true }, 'futures'),
      ).toBe('free');
    expect(accessPlanOf({ ...member, status: 'spam' })).toBe('free');
  });
  it('maps an account without a plan record from its flags', () => {
    const legacy = { status: 'approved', isPaidSubscriber: true, enableFutures: true };
    expect(accessPlanOf(legacy)).toBe('individual');
    expect(entitlementsOfSubject(legacy)).toMatchObject({
      futuresLive: true,
      equitiesLive: false,
      apiKeys: false,
    });
    expect(accessPlanOf({ ...legacy, enableCryptos: true })).toBe('professional');
  });
});

describe('marketsOf (a plan links only to what it includes)', () => {
  it('lists the markets each plan unlocks, from its entitlements', () => {
    expect(marketsOf('free')).toEqual([]);
    expect(marketsOf('individual')).toEqual(['futures']);
    expect(marketsOf('professional')).toEqual(['futures', 'equities', 'crypto']);
    expect(marketsOf('institution')).toEqual(['futures', 'equities', 'crypto']);
  });
  it('offers the smallest plan that unlocks a locked market', () => {
    expect(cheapestPlanForMarket('futures')).toBe('individual');
    expect(cheapestPlanForMarket('equities')).toBe('professional');
    expect(cheapestPlanForMarket('crypto')).toBe('professional');
  });
});
