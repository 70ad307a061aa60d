import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signInAdminAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/**
 * Decision 0054: the operator picks 'View as' on the admin panel and sees /futures as a free
 * member (locked cells, the banner on the page), then goes back to their own view (every market live).
 * Screenshots at 1280 and 390 px in test-results/view-as/.
 */
const SHOTS = 'test-results/view-as';
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const;

/** Nothing wider than the screen (the page never scrolls sideways). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const lockedCells = (page: Page) =>
  page.getByTestId('futures-grid').locator('[aria-label^="Locked"], [data-cell="locked"]');

for (const [size, viewport] of SIZES) {
  test(`view as free member on /futures at ${size} px, then back to the operator's own view`, async ({
    page,
    context,
  }) => {
    await signInAdminAs(context);
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    const picker = page.getByTestId('view-as-picker');
    await expect(picker).toBeVisible();
    await expect(picker.getByLabel('Viewer')).toHaveText('Free member');
    await expect(picker.getByLabel('Page')).toHaveText('Futures');
    await picker.screenshot({ path: `${SHOTS}/picker-${size}.png` });
    await picker.getByRole('button', { name: 'View the site' }).click();

    await expect(page).toHaveURL(/\/futures$/);
    const banner = page.getByRole('region', { name: 'View as' });
    await expect(banner).toContainText('Viewing as: Free member');
    await expect(banner).toContainText('Nothing can be saved.');
    await expect(page.getByRole('heading', { name: 'Limited Preview Access' })).toBeVisible();
    // Locked cells on the wide grid; a phone shows the unlocked columns and says which are premium.
    if (size === '1280') await expect(lockedCells(page).first()).toBeVisible();
    else await expect(page.getByText(/are for premium subscribers/)).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: `${SHOTS}/futures-as-free-${size}.png` });
    await page.getByTestId('futures-grid').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/futures-grid-as-free-${size}.png` });

    // The banner stays on every page; the dashboard is a free member's.
    await page.goto('/traders-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Futures Dashboard' })).toBeVisible();
    await expect(banner).toContainText('Viewing as: Free member');
    await expect(page.getByText(/Archive \(\d+ videos?\) - Premium Required/)).toBeVisible();
    await expectNoOverflow(page);

    await page.goto('/futures');
    await expect(page.getByRole('heading', { name: 'Limited Preview Access' })).toBeVisible();
    await banner.getByRole('button', { name: 'Back to my view' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('futures-grid')).toBeVisible();
    await expect(lockedCells(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Limited Preview Access' })).toHaveCount(0);
    await expectNoOverflow(page);
    await page.screenshot({ path: `${SHOTS}/futures-own-view-${size}.png` });
  });
}

test('the operator opens /traders-dashboard with the admin session alone, every market live', async ({
  page,
  context,
}) => {
  await signInAdminAs(context);
  await page.goto('/traders-dashboard');
  await expect(page).toHaveURL(/\/traders-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Futures Dashboard' })).toBeVisible();
  await expect(page.getByText(/Premium Required/)).toHaveCount(0);
});

test('viewing as someone, a write is refused with a clear message; the switch changes the viewer', async ({
  page,
  context,
}) => {
  await signInAdminAs(context);
  await page.setViewportSize(MOBILE);
  const set = await page.request.put('/api/admin/view-as', { data: { viewAs: 'visitor' } });
  expect(set.status()).toBe(200);
  await page.goto('/futures');
  const banner = page.getByRole('region', { name: 'View as' });
  await expect(banner).toContainText('Viewing as: Visitor');
  const write = await page.request.post('/api/admin/abuse-patterns/whitelist', {
    data: { ipAddress: '203.0.113.77' },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toContain('Nothing can be saved while viewing as someone');
  await banner.getByLabel('Switch viewer').click();
  await page.getByRole('option', { name: 'Professional plan' }).click();
  await expect(banner).toContainText('Viewing as: Professional plan');
  await expect(page.getByTestId('futures-grid')).toBeVisible();
  await expect(lockedCells(page)).toHaveCount(0);
  await expectNoOverflow(page);
  await page.screenshot({ path: `${SHOTS}/futures-as-professional-390.png` });
  await banner.getByRole('button', { name: 'Back to my view' }).click();
  await expect(banner).toBeHidden();
});
