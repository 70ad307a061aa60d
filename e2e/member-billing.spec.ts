import type { Page } from '@playwright/test';
import { signInAdminAs } from './support/auth';
import { E2E_USERS } from './support/constants';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/**
 * The back office's member billing page (issue 55, docs/features/billing.md) at 390 and 1280 px: reached from the
 * plan cell of Manage Subscribers, it shows the plan, its source and the status line (the same words as the
 * list), the payment method, Stripe's subscriptions and invoices, and the history, without sideways overflow.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp/shots'}/${name}.png`, fullPage: true });

for (const viewport of [MOBILE, DESKTOP]) {
  test(`member billing page at ${viewport.width}px: status line, subscriptions, invoices, history`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await signInAdminAs(context);
    await page.setViewportSize(viewport);
    const email = E2E_USERS.premium.email;
    await page.goto(`/subscribers`);
    await page.getByRole('searchbox').first().fill(email);
    const line = page.getByTestId('subscriber-status-line').first();
    await expect(line).toHaveText('Active');
    await page.getByRole('link', { name: 'Billing page' }).first().click();
    await expect(page).toHaveURL(/\/admin\/member-billing\?id=\d+$/);
    const billing = page.getByTestId('member-billing');
    await expect(billing).toContainText(email);
    await expect(page.getByTestId('member-status-line')).toHaveText('Active');
    await expect(billing).toContainText('No Stripe subscription.');
    await expect(billing).toContainText('No invoice.');
    await expect(page.getByRole('heading', { name: 'Trial and grant history' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `member-billing-${viewport.width}`);
    expect(consoleErrors).toEqual([]);
  });
}
