import type { Page } from '@playwright/test';
import { signInAdminAs } from './support/auth';
import { E2E_USERS } from './support/constants';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/**
 * The back office's member billing page (docs/features/billing.md) at 390 and 1280 px: it shows the plan, its source and the status line, the payment method, Stripe's subscriptions and invoices, and the history, without sideways overflow.
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
    // The fixture member's id, as the registrations screen lists it.
    const list = await page.request.get(`/api/admin/registrations?search=${encodeURIComponent(email)}`);
    const { registrations } = (await list.json()) as { registrations: Array<{ id: number; email: string }> };
    const id = registrations.find((r) => r.email === email)!.id;
    await page.goto(`/admin/member-billing?id=${id}`);
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
