import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_ACTIVE, BILLING_FREE, BILLING_TRIAL, PLAN_END } from '@/core/access/member-plan.fixtures';
import type { BillingStatus } from '@/core/schemas/billing';
import { fakeApi } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { PricingSection } from './pricing-section';
import type { BillingButton } from './pricing-section';

const USER = 'GET /api/auth/user';
const STATUS = 'GET /api/billing/status';
const MEMBER = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  mobile: null,
  status: 'confirmed',
  enableFutures: false,
  enableEquities: false,
  enableCryptos: false,
  isPaidSubscriber: false,
};
/** A Professional Stripe subscription. */
const PRO_ACTIVE: BillingStatus = {
  ...BILLING_ACTIVE,
  plan: 'professional',
  accessPlan: 'professional',
  trialAvailable: false,
};

/** The route's checkout and portal buttons, stood in for: they say which action a card asked for. */
const billingButton: BillingButton = (action, { label }) => (
  <button type="button" data-action={action.kind === 'checkout' ? `checkout:${action.plan}` : 'portal'}>
    {label}
  </button>
);

function pricing() {
  const trialDialog = vi.fn((plan: string) => <p role="status">{`trial dialog: ${plan}`}</p>);
  const view = renderApp(<PricingSection trialDialog={trialDialog} billingButton={billingButton} />);
  const card = (name: string) => within(screen.getByRole('article', { name: `${name} plan` }));
  return { ...view, card, trialDialog };
}

/** Each card's button or line, as a person reads the foot of the three cards. */
const actions = () =>
  ['Individual', 'Professional', 'Institution'].map((name) => {
    const foot = screen.getByRole('article', { name: `${name} plan` }).lastElementChild as HTMLElement;
    return foot.textContent;
  });

const signedIn = (status: BillingStatus | { status: number; body: unknown }) =>
  fakeApi({ [USER]: { body: MEMBER }, [STATUS]: 'body' in status ? status : { body: status } });

describe('PricingSection: visitors', () => {
  it("signed out: the spec's cards, and no billing status is asked for", async () => {
    const api = fakeApi({ [USER]: { body: null } });
    const { card, user, trialDialog } = pricing();
    await waitFor(() => expect(api.sent(USER)).toHaveLength(1));
    expect(actions()).toEqual(['Start Free Trial', 'Start Free Trial', 'Contact Sales']);
    expect(card('Institution').getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
      '/contact?inquiry=subscription&plan=institution',
    );
    expect(screen.getByText('MOST POPULAR')).toBeTruthy();
    expect(screen.queryByTestId('your-plan')).toBeNull();
    await user.click(card('Professional').getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('trial dialog: professional')).toBeTruthy();
    expect(trialDialog).toHaveBeenCalledWith('professional', expect.any(Function), false);
    expect(api.sent(STATUS)).toEqual([]);
  });

  it("a member's cards are the visitor's until the status comes (as prerendered), then their own", async () => {
    let answer!: (r: { body: BillingStatus }) => void;
    const api = fakeApi({
      [USER]: { body: MEMBER },
      [STATUS]: () => new Promise((resolve) => (answer = resolve)),
    });
    pricing();
    expect(actions()).toEqual(['Start Free Trial', 'Start Free Trial', 'Contact Sales']);
    await waitFor(() => expect(api.sent(STATUS)).toHaveLength(1));
    expect(actions()).toEqual(['Start Free Trial', 'Start Free Trial', 'Contact Sales']);
    answer({ body: BILLING_TRIAL });
    expect(await screen.findByText('Your plan')).toBeTruthy();
    expect(actions()).toEqual(['Manage your plan', 'Upgrade to Professional', 'Contact Sales']);
  });

  it('a failed status leaves the visitor cards', async () => {
    const api = signedIn({ status: 500, body: { code: 'INTERNAL', message: 'down' } });
    pricing();
    await waitFor(() => expect(api.sent(STATUS)).toHaveLength(1));
    // One more turn for the failure to settle: still the spec's cards.
    await new Promise((r) => setTimeout(r, 20));
    expect(actions()).toEqual(['Start Free Trial', 'Start Free Trial', 'Contact Sales']);
    expect(screen.queryByTestId('your-plan')).toBeNull();
  });
});

describe('PricingSection: a signed-in member sees their own state', () => {
  it('a free member with the trial unused: Start Free Trial opens the trial dialog', async () => {
    signedIn(BILLING_FREE);
    const { card, user } = pricing();
    await user.click(card('Individual').getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('trial dialog: individual')).toBeTruthy();
    expect(screen.queryByTestId('your-plan')).toBeNull();
  });

  it('a running trial: its card marked with the end date and a way to manage it; the plan above is an upgrade', async () => {
    signedIn(BILLING_TRIAL);
    const { card } = pricing();
    expect(await card('Individual').findByText('Your plan')).toBeTruthy();
    expect(card('Individual').getByTestId('member-plan-status').textContent).toBe(
      'Free trial ends December 12, 2026',
    );
    expect(card('Individual').getByRole('link', { name: 'Manage your plan' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(
      card('Professional')
        .getByRole('button', { name: 'Upgrade to Professional' })
        .getAttribute('data-action'),
    ).toBe('checkout:professional');
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
    expect(card('Professional').queryByTestId('your-plan')).toBeNull();
    expect(screen.getByRole('article', { name: 'Individual plan' }).dataset.memberPlan).toBe('current');
  });

  it('the trial used: no Start Free Trial, subscribe online; by contact without online payment', async () => {
    signedIn({ ...BILLING_FREE, trialAvailable: false });
    const first = pricing();
    expect(
      await first.card('Individual').findByRole('button', { name: 'Subscribe to Individual' }),
    ).toBeTruthy();
    expect(actions()).toEqual(['Subscribe to Individual', 'Subscribe to Professional', 'Contact Sales']);
    first.unmount();

    signedIn({ ...BILLING_FREE, trialAvailable: false, onlinePayment: false });
    const { card } = pricing();
    const contact = await card('Professional').findByRole('link', { name: 'Contact us to subscribe' });
    expect(contact.getAttribute('href')).toBe('/contact?inquiry=subscription&plan=professional');
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
  });

  it('an active subscriber: Active, the plan below included, the plan above in Manage billing', async () => {
    signedIn(PRO_ACTIVE);
    const first = pricing();
    expect(await first.card('Professional').findByText('Active')).toBeTruthy();
    expect(actions()).toEqual(['Included in your plan', 'Manage your plan', 'Contact Sales']);
    first.unmount();

    signedIn({ ...PRO_ACTIVE, plan: 'individual', accessPlan: 'individual' });
    const other = pricing();
    const upgrade = await other
      .card('Professional')
      .findByRole('button', { name: 'Upgrade in Manage billing' });
    expect(upgrade.getAttribute('data-action')).toBe('portal');
  });

  it('payment due and a subscription set to end say until when access lasts', async () => {
    signedIn({ ...PRO_ACTIVE, status: 'past_due', graceEndsAt: PLAN_END });
    const first = pricing();
    expect((await first.card('Professional').findByTestId('member-plan-status')).textContent).toBe(
      'Payment due access until December 12, 2026',
    );
    first.unmount();

    signedIn({ ...PRO_ACTIVE, cancelAtPeriodEnd: true });
    const { card } = pricing();
    expect((await card('Professional').findByTestId('member-plan-status')).textContent).toBe(
      'Cancelled access until December 12, 2026',
    );
    expect(card('Professional').getByRole('link', { name: 'Manage your plan' })).toBeTruthy();
  });

  it('a cancelled plan that has ended: their last plan, subscribe again', async () => {
    signedIn({ ...PRO_ACTIVE, status: 'cancelled', accessPlan: 'free' });
    const { card } = pricing();
    expect(await card('Professional').findByText('Your last plan')).toBeTruthy();
    expect(card('Professional').getByTestId('member-plan-status').textContent).toBe('Cancelled');
    expect(
      card('Professional').getByRole('button', { name: 'Subscribe again' }).getAttribute('data-action'),
    ).toBe('checkout:professional');
    expect(actions()).toEqual(['Subscribe to Individual', 'Subscribe again', 'Contact Sales']);
  });
});
