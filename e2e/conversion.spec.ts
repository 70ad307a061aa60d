import type { Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/**
 * Conversion (issue 55): every way to the plans lands on them, at 1280 and 390 px, signed in and out.
 * docs/features/public-site.md, 'Conversion'.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/conv-shots';
const PLANS_HEADING = 'Pick the markets you want to follow';

/**
 * The plans' heading once the page has stopped moving (two reads 300 ms apart agree): the sections above
 * the plans fill in as their chunks and reads arrive, so a read mid-layout says nothing.
 */
async function plansHeadingSettled(page: Page) {
  const heading = page.getByRole('heading', { level: 2, name: PLANS_HEADING });
  await expect(heading).toBeAttached();
  const read = () =>
    heading.evaluate((el) => `${Math.round(el.getBoundingClientRect().top)}:${Math.round(window.scrollY)}`);
  let last = await read();
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(300);
        const now = await read();
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return heading;
}

async function expectOnPlans(page: Page) {
  await expect(page).toHaveURL(/\/#pricing$/, { timeout: 20_000 });
  const heading = await plansHeadingSettled(page);
  await expect(heading).toBeInViewport();
  // The cards start on the same screen as their heading.
  await expect(page.getByRole('article', { name: 'Individual plan' })).toBeInViewport({ ratio: 0.1 });
}

/** 'Pricing' in the nav: in the bar at 1280 px, in the menu drawer at 390 px. */
async function clickNavPricing(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-drawer').getByRole('link', { name: 'Pricing' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  }
}

for (const viewport of [DESKTOP, MOBILE]) {
  const w = viewport.width;
  const mobile = w < 768;

  test.describe(`pricing links at ${w} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('a visitor: the nav Pricing link from several pages, the game and a reload land on the plans', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const from of ['/futures', '/signals', '/quiz', '/contact']) {
        await page.goto(from);
        await clickNavPricing(page, mobile);
        await expectOnPlans(page);
      }
      await page.screenshot({ path: `${SHOTS}/pricing-from-nav-${w}.png` });
      // A direct load (a shared link, a reload).
      await page.goto('/#pricing');
      await expectOnPlans(page);
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expectOnPlans(page);
    });

    test('a free member: Upgrade on a locked page and a direct load land on the plans', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await signInAs(context, 'free');
      await page.goto('/equities');
      await page.getByRole('main').getByRole('link', { name: 'Upgrade' }).first().click();
      await expectOnPlans(page);
      await page.goto('/traders-dashboard');
      await clickNavPricing(page, mobile);
      await expectOnPlans(page);
      await page.goto('/#pricing');
      await expectOnPlans(page);
      await page.screenshot({ path: `${SHOTS}/pricing-member-direct-${w}.png` });
    });
  });
}
