import type { Page } from '@playwright/test';
import type { EquitiesContentResponse } from '../src/core/schemas/markets';
import { signInAdminAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test, useOwnClientAddress } from './support/fixtures';
import { linkFrom, waitForMail } from './support/mail';
import { fillAccountFields, submitRegistration } from './support/register-form';

/**
 * Self-serve subscriptions (docs/features/billing.md), one browser test per width: a visitor presses
 * 'Start Free Trial' on Professional, registers, confirms by mail, signs in (with the mailed code) and is back
 * on the plan with the trial running; live equities; Profile shows the trial's end; then Subscribe goes to
 * the Stripe stand-in's hosted checkout page and back to Profile with the subscription active.
 */
const PASSWORD = 'Trial-Path-Pass-7';
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp/shots'}/${name}.png`, fullPage });

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows sideways`).toBeLessThanOrEqual(0);
}

async function fillRegistration(page: Page, email: string) {
  await fillAccountFields(page, { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
  await submitRegistration(page);
}

async function equitiesAnswer(page: Page): Promise<EquitiesContentResponse> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/equities-content' && r.request().method() === 'GET',
  );
  await page.goto('/equities');
  return (await (await answer).json()) as EquitiesContentResponse;
}

const longDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

for (const viewport of [MOBILE, DESKTOP]) {
  test(`subscriptions at ${viewport.width}px: Start Free Trial as a visitor, register, confirm, sign in, trial running, live equities, checkout and back`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await useOwnClientAddress(page);
    await page.setViewportSize(viewport);
    const w = viewport.width;
    const email = `ada.${w}.${Date.now()}@e2e.test`;

    // /contact from the footer of every page; 'Contact Sales' goes there with the topic chosen.
    await page.goto('/#pricing');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const institution = page.getByRole('article', { name: 'Institution plan' });
    await expect(institution.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact?inquiry=subscription&plan=institution',
    );

    // Visitor: 'Start Free Trial' on Professional asks to register or sign in, and remembers the plan.
    await page
      .getByRole('article', { name: 'Professional plan' })
      .getByRole('button', { name: 'Start Free Trial' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Professional free trial' })).toBeVisible();
    await shot(page, `sub-visitor-dialog-${w}`, false);
    await dialog.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?plan=professional$/);
    await expect(page.getByTestId('plan-return-note')).toContainText('Professional plan');
    await fillRegistration(page, email);

    const confirmation = await waitForMail(
      (m) => m.to.includes(email) && m.subject === 'Confirm your email address',
    );
    await page.goto(linkFrom(confirmation, '/confirm-email'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Confirmed');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
    // The browser that confirmed is known: no code step.
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();

    // Back on the plan, the trial started at once (no second click, no operator).
    await expect(page).toHaveURL(/\/#pricing$/);
    const running = page.getByRole('dialog').getByTestId('trial-running');
    await expect(running).toContainText('Your Professional free trial is running: it ends on');
    const status = await (await page.request.get('/api/billing/status')).json();
    expect(status).toMatchObject({ plan: 'professional', status: 'trial', trialAvailable: false });
    await expect(running).toContainText(longDay(status.trialEndsAt));
    await noOverflow(page, 'trial dialog');
    await shot(page, `sub-trial-running-${w}`, false);

    // A second trial: 409 with a clear message, shown in the dialog. The dialog offers no second trial, so a
    // stale status (another tab) is stood in for: the server's real 409 answers the click.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.route('**/api/billing/status', async (route) => {
      const real = await route.fetch();
      await route.fulfill({
        response: real,
        json: {
          ...(await real.json()),
          plan: 'free',
          status: null,
          accessPlan: 'free',
          trialAvailable: true,
        },
      });
    });
    // The cards show the member's own state (a used trial offers none): load the page again to read the stale one.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page
      .getByRole('article', { name: 'Individual plan' })
      .getByRole('button', { name: 'Start Free Trial' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start My Free Trial' }).click();
    await expect(page.getByRole('dialog').getByTestId('trial-refused')).toHaveText(
      'You have already used your free trial (one per account and email address).',
    );
    await shot(page, `sub-second-trial-${w}`, false);
    await page.unroute('**/api/billing/status');
    const refused = consoleErrors.findIndex((e) => /status of 409/.test(e));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
    const again = await page.request.post('/api/account/trial', { data: { plan: 'individual' } });
    expect(again.status()).toBe(409);

    // Live equities at once.
    const equities = await equitiesAnswer(page);
    expect(equities.isPremium).toBe(true);
    await expect(page.getByTestId('equities-grid').locator('[data-cell="locked"]')).toHaveCount(0);

    // Profile: plan, status and the trial's end date.
    await page.goto('/profile');
    const card = page.getByTestId('plan-card');
    await expect(card.getByTestId('plan-name')).toHaveText('Professional');
    await expect(card.getByTestId('plan-status')).toHaveText('Free trial');
    await expect(card.getByTestId('trial-end')).toHaveText(longDay(status.trialEndsAt));
    await noOverflow(page, 'profile');
    await shot(page, `sub-profile-trial-${w}`);

    // Subscribe: the stand-in's hosted checkout page; 'Back' returns with nothing charged.
    const subscribe = card.getByRole('button', { name: 'Subscribe to Professional - $197/month' });
    await subscribe.click();
    await expect(page.getByRole('heading', { name: 'Stripe stand-in checkout' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/cs_/);
    await expect(page.getByText('Subscribe: professional, $197.00 per month')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/profile\?checkout=cancel$/);
    await expect(page.getByTestId('checkout-return')).toHaveText(
      'Checkout was cancelled: nothing was charged and your plan is unchanged.',
    );
    await expect(card.getByTestId('plan-status')).toHaveText('Free trial');

    // Again, and pay: back on Profile with a clear message. Paid during the trial, the subscription carries the
    // trial over (Stripe's 'trialing') and takes the first payment at its end.
    await subscribe.click();
    await expect(page.getByRole('heading', { name: 'Stripe stand-in checkout' })).toBeVisible();
    await shot(page, `sub-checkout-page-${w}`, false);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/profile\?checkout=success$/);
    await expect(page.getByTestId('checkout-return')).toHaveText(
      'Thank you: your subscription is set up. Your free trial runs to its end, then the first payment is taken.',
      { timeout: 30_000 },
    );
    await expect(card.getByTestId('plan-name')).toHaveText('Professional');
    await expect(card.getByTestId('plan-status')).toHaveText('Free trial');
    // The status line: a Stripe trial is charged at its end.
    await expect(card.getByTestId('plan-status-line')).toHaveText(
      /^Free trial: first payment on \w+ \d+, \d{4}$/,
    );
    await expect(card.getByRole('button', { name: /Subscribe to/ })).toHaveCount(0);
    expect((await equitiesAnswer(page)).isPremium).toBe(true);
    await page.goto('/profile');
    await noOverflow(page, 'profile after checkout');
    await shot(page, `sub-profile-active-${w}`);

    // 'Manage billing' opens the provider's portal; cancelling there keeps access to the period's end.
    await card.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page.getByRole('heading', { name: 'Stripe stand-in billing portal' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(card).toContainText('Your subscription is cancelled: it stays open until');
    await expect(card.getByTestId('plan-status-line')).toHaveText(/^Free trial: ends on \w+ \d+, \d{4}$/);
    await shot(page, `sub-profile-cancelled-${w}`);

    // Settings carries the same plan card.
    await page.goto('/settings');
    await expect(page.getByTestId('plan-card').getByTestId('plan-name')).toHaveText('Professional');
    await noOverflow(page, 'settings');
    // The operator: the member on Manage Subscribers with plan, status, dates and the Stripe customer; the
    // overview card counts them.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
    await signInAdminAs(context);
    const admin = await context.newPage();
    const adminErrors: string[] = [];
    admin.on('console', (m) => (m.type() === 'error' ? adminErrors.push(m.text()) : undefined));
    await admin.goto('/subscribers');
    const overview = admin.getByTestId('billing-overview');
    await expect(overview.getByText('Trials', { exact: true })).toBeVisible();
    await expect(overview.getByText('MRR', { exact: true })).toBeVisible();
    await expect(overview).toContainText('Online payment: Stripe');
    // The card says how the list below relates to its figures, with the list's own total: once the
    // list has loaded, its heading shows the same count.
    const reconciliation = overview.getByTestId('billing-overview-list');
    await expect(reconciliation).toContainText('These figures count member accounts. The list below has ');
    const records = Number(/has (\d+) record/.exec((await reconciliation.textContent()) ?? '')?.[1]);
    expect(records).toBeGreaterThan(0);
    await expect(admin.getByText(`Subscribers (${records})`, { exact: true })).toBeVisible();
    await admin.getByLabel('Search subscribers').fill(email);
    const row = admin.getByTestId('subscriber-row').filter({ hasText: email });
    await expect(row).toContainText('PROFESSIONAL');
    await expect(row).toContainText('TRIAL');
    await expect(row).toContainText('via Stripe');
    await expect(row).toContainText('Trial end');
    await expect(row).toContainText('(cancels)');
    await expect(row.getByRole('link', { name: /Customer/ })).toHaveAttribute('href', /cus_/);
    await shot(admin, `sub-admin-subscribers-${w}`);
    expect(adminErrors, 'console errors on the operator page').toEqual([]);
    await context.close();

    // The stand-in's own pages have no favicon (not this site's error).
    const standInFavicon = (e: string) => /127\.0\.0\.1:\d+\/favicon\.ico/.test(e);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !standInFavicon(e)));
  });
}
