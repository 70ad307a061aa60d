import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_TRIAL } from '@/core/access/member-plan.fixtures';
import type { BillingStatus } from '@/core/schemas/billing';
import { fakeApi } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import TrialDialog from './trial-dialog';

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

function runningTrial(status: BillingStatus) {
  fakeApi({ 'GET /api/auth/user': { body: MEMBER }, 'GET /api/billing/status': { body: status } });
  renderApp(<TrialDialog plan={status.plan as 'individual' | 'professional'} onClose={() => {}} />);
}

/** The dialog links only to the market pages the running plan includes. */
describe('TrialDialog: a running trial links to what the plan includes', () => {
  it('Individual: the futures and Profile, never the equities or cryptos it locks', async () => {
    runningTrial(BILLING_TRIAL);
    const links = within(await screen.findByTestId('plan-links')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Open the futures', '/futures'],
      ['Your plan on Profile', '/profile'],
    ]);
  });

  it('Professional: every market it includes', async () => {
    runningTrial({ ...BILLING_TRIAL, plan: 'professional', accessPlan: 'professional' });
    const links = within(await screen.findByTestId('plan-links')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/futures',
      '/equities',
      '/cryptos',
      '/profile',
    ]);
  });
});
