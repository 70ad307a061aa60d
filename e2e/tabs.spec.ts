import type { Locator, Page } from '@playwright/test';
import { signInAdminAs, signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

// Every tabbed screen of the site (each use of components/ui/tabs): one panel is seen at a time, the
// selected one, right under its tab list. Checks what is visible, not only which tab is selected.

/** The selected tab's panel is visible right under the list; every other panel of the list is hidden. */
async function expectOnlyPanelOf(page: Page, tablist: Locator, name: string) {
  const tabs = tablist.getByRole('tab');
  await expect(tablist.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    if ((await tab.textContent())?.trim() === name) {
      await expect(panel).toBeVisible();
      const list = await tablist.boundingBox();
      const box = await panel.boundingBox();
      // The panel starts just under its tab list (was about 1,600 px down with every panel shown).
      expect((box?.y ?? 1e6) - ((list?.y ?? 0) + (list?.height ?? 0))).toBeLessThan(80);
      expect(box?.height ?? 0).toBeGreaterThan(40);
    } else {
      await expect(panel).toBeHidden();
    }
  }
}

async function noPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`tabs show one panel at a time at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('/futures Portfolio Views: Portfolio View first, each click shows its own table only', async ({
      page,
      context,
    }) => {
      await signInAs(context, 'premium');
      await page.goto('/futures');
      await page.getByRole('button', { name: 'Portfolio Views' }).click();
      const tablist = page.getByRole('tablist');
      await expect(page.getByRole('tabpanel').locator('tr[data-symbol]').first()).toBeVisible();
      await expectOnlyPanelOf(page, tablist, 'Portfolio View');
      // The portfolio table is grouped by sector: its row groups are what a person sees first.
      await expect(page.getByRole('tabpanel').locator('th[scope="rowgroup"]').first()).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      for (const name of ['Age View', 'Ranked View', 'Portfolio View']) {
        await tablist.getByRole('tab', { name }).click();
        await expectOnlyPanelOf(page, tablist, name);
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
      }
      await tablist.getByRole('tab', { name: 'Ranked View' }).click();
      await expect(page.getByRole('tabpanel').getByText(/Power is the 20-day move/)).toBeVisible();
      await noPageOverflow(page);
      if (process.env.SHOT_DIR)
        await page.screenshot({ path: `${process.env.SHOT_DIR}/tabs-futures-${viewport.width}.png` });
    });

    test('/signals market tabs: one table under the tabs, switched by a click', async ({ page }) => {
      await page.goto('/signals');
      const tablist = page.getByRole('tablist', { name: 'Market' });
      await expectOnlyPanelOf(page, tablist, 'Futures');
      await expect(page.getByRole('table', { name: 'Futures signals' })).toBeVisible();
      await tablist.getByRole('tab', { name: 'Equities' }).click();
      await expectOnlyPanelOf(page, tablist, 'Equities');
      await expect(page.getByRole('table', { name: 'Equities signals' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Futures signals' })).toHaveCount(0);
      await noPageOverflow(page);
    });

    test('landing signals section: one table under the tabs, switched by a click', async ({ page }) => {
      await page.goto('/');
      const section = page.locator('section#signals');
      await section.scrollIntoViewIfNeeded();
      const tablist = section.getByRole('tablist', { name: 'Market' });
      await expect(section.getByRole('table', { name: 'Futures signals' })).toBeVisible();
      await expectOnlyPanelOf(page, tablist, 'Futures');
      await tablist.getByRole('tab', { name: 'Crypto' }).click();
      await expectOnlyPanelOf(page, tablist, 'Crypto');
      await expect(section.getByRole('table', { name: 'Crypto signals' })).toBeVisible();
    });

    test('/admin/abuse: one of the three lists at a time', async ({ page, context }) => {
      await signInAdminAs(context);
      await page.goto('/admin/abuse');
      const tablist = page.getByRole('tablist');
      await expectOnlyPanelOf(page, tablist, 'Abuse Events');
      for (const name of ['Abuse Patterns', 'Alert Notifications', 'Abuse Events']) {
        await tablist.getByRole('tab', { name }).click();
        await expectOnlyPanelOf(page, tablist, name);
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
      }
      await noPageOverflow(page);
    });
  });
}
