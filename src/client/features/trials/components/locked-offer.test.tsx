import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_ACTIVE, BILLING_FREE } from '@/core/access/member-plan.fixtures';
import type { BillingStatus } from '@/core/schemas/billing';
import { fakeApi } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { LockedOffer } from './locked-offer';

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
const member = (status: BillingStatus) => fakeApi({ [USER]: { body: MEMBER }, [STATUS]: { body: status } });

/** What a locked page offers: never 'Contact Support for Access' while a trial or checkout is there. */
describe('LockedOffer', () => {
  it('a visitor: Start Free Trial of the smallest plan with the market, opening the trial dialog', async () => {
    fakeApi({ [USER]: { body: null } });
    const { user } = renderApp(<LockedOffer market="equities" />);
    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByRole('heading', { name: 'Professional free trial' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Register' })).getAttribute('href')).toBe(
      '/register?plan=professional',
    );
  });

  it('a member whose trial is used, with online payment on: checkout of the plan', async () => {
    const api = member({ ...BILLING_FREE, trialAvailable: false });
    api.on('POST /api/billing/checkout', () => new Promise(() => {})); // the browser would leave
    const { user } = renderApp(<LockedOffer market="futures" />);
    // The checkout button loads apart: a disabled stand-in with its words shows until then.
    const subscribe = await waitFor(() => {
      const b = screen.getByRole('button', { name: 'Subscribe to Individual' });
      expect(b.hasAttribute('disabled')).toBe(false);
      return b;
    });
    await user.click(subscribe);
    await waitFor(() =>
      expect(api.sent('POST /api/billing/checkout').map((c) => c.body)).toEqual([{ plan: 'individual' }]),
    );
  });

  it('an Individual subscriber on a Professional market: the upgrade through the portal', async () => {
    member(BILLING_ACTIVE);
    renderApp(<LockedOffer market="crypto" />);
    expect(await screen.findByRole('button', { name: 'Upgrade in Manage billing' })).toBeTruthy();
  });

  it('without online payment: the contact form for the plan', async () => {
    member({ ...BILLING_FREE, trialAvailable: false, onlinePayment: false });
    renderApp(<LockedOffer market="futures" />);
    const link = await screen.findByRole('link', { name: 'Contact us to subscribe' });
    expect(link.getAttribute('href')).toBe('/contact?inquiry=subscription&plan=individual');
  });
});
