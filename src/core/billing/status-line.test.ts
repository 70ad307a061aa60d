import { describe, expect, it } from 'vitest';
import { planStatusLine, statusDay } from './status-line';
import type { StatusFacts } from './status-line';
import { trialIdentityOf } from './trial-identity';

const base: StatusFacts = {
  status: 'active',
  source: 'stripe',
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-31T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  accessEndsAt: null,
  endedAt: null,
};

describe('planStatusLine', () => {
  it("says 'Renews on' only for a Stripe plan that will renew", () => {
    expect(planStatusLine(base)).toBe('Renews on December 31, 2026');
    expect(planStatusLine({ ...base, cancelAtPeriodEnd: true })).toBe(
      'Cancelled: access until December 31, 2026',
    );
    expect(planStatusLine({ ...base, source: 'operator' })).toBe('Active');
    expect(planStatusLine({ ...base, source: 'operator', accessEndsAt: '2027-01-05T00:00:00Z' })).toBe(
      'Active: access until January 5, 2027',
    );
  });

  it('a failing payment gives the grace end, an ended plan the day it ended', () => {
    expect(planStatusLine({ ...base, status: 'past_due', graceEndsAt: '2026-12-08T09:00:00Z' })).toBe(
      'Payment due: access until December 8, 2026',
    );
    expect(planStatusLine({ ...base, status: 'expired', endedAt: '2026-12-15T09:00:00Z' })).toBe(
      'Ended on December 15, 2026',
    );
    expect(planStatusLine({ ...base, status: 'cancelled', endedAt: null })).toBe('Ended');
    expect(planStatusLine({ ...base, status: null })).toBeNull();
  });

  it('trials: a self-serve trial ends, a Stripe trial is charged at its end', () => {
    const trial = { ...base, status: 'trial' as const, trialEndsAt: '2026-12-16T00:00:00Z' };
    expect(planStatusLine({ ...trial, source: 'trial' })).toBe('Free trial: ends on December 16, 2026');
    expect(planStatusLine(trial)).toBe('Free trial: first payment on December 16, 2026');
    expect(planStatusLine({ ...trial, cancelAtPeriodEnd: true })).toBe(
      'Free trial: ends on December 16, 2026',
    );
  });

  it('formats days in UTC', () => {
    expect(statusDay('2027-01-01T00:30:00+02:00')).toBe('December 31, 2026');
  });
});

describe('trialIdentityOf', () => {
  it('lower-cases and drops +tags; Gmail dots and googlemail are the same mailbox', () => {
    expect(trialIdentityOf(' Ann+x@Example.COM')).toBe('ann@example.com');
    expect(trialIdentityOf('a.nn@example.com')).toBe('a.nn@example.com');
    expect(trialIdentityOf('J.Doe+promo@gmail.com')).toBe('jdoe@gmail.com');
    expect(trialIdentityOf('jdoe@googlemail.com')).toBe('jdoe@gmail.com');
  });
});
