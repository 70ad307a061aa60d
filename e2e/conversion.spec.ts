import type { Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/**
 * Conversion: every way to the plans lands on them, at 1280 and 390 px, signed in and out.
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

/** No sideways scroll on the page. */
async function noOverflow(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over).toBeLessThanOrEqual(0);
}

for (const viewport of [DESKTOP, MOBILE]) {
  const w = viewport.width;

  test(`locked pages offer a visitor the trial at ${w} px, never 'Contact Support for Access'`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const pages: [string, string, string][] = [
      ['/futures', 'preview-banner', 'Individual'],
      ['/equities', 'locked-offer', 'Professional'],
      ['/cryptos', 'crypto-auth-required', 'Professional'],
      ['/signals?market=crypto', 'signals-locked-banner', 'Professional'],
    ];
    for (const [path, where, plan] of pages) {
      await page.goto(path);
      const offer = page.getByTestId(where).getByRole('button', { name: 'Start Free Trial' });
      await expect(offer).toBeVisible();
      await expect(page.getByText('Contact Support for Access')).toHaveCount(0);
      await noOverflow(page);
      await page.screenshot({ path: `${SHOTS}/offer${path.replace(/\W+/g, '-')}-${w}.png` });
      await offer.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: `${plan} free trial` })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        `/register?plan=${plan.toLowerCase()}`,
      );
      await dialog.getByRole('button', { name: 'Close' }).first().click();
    }
  });

  test(`a free member's locked futures offer the trial or the plan at ${w} px`, async ({ page, context }) => {
    await signInAs(context, 'free');
    await page.setViewportSize(viewport);
    await page.goto('/futures');
    const offer = page.getByTestId('locked-offer').getByRole('button');
    // The futures answer is large: on a busy two-core machine it can take longer than the default wait.
    await expect(offer).toHaveText(/^(Start Free Trial|Subscribe to Individual)$/, { timeout: 30_000 });
    await expect(page.getByText('Contact Support for Access')).toHaveCount(0);
  });
}

test("a visitor's Crypto tab at 390 px says it is locked, and why, before the padlocks", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/signals?market=crypto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crypto Signals: Sign In to See Them');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
  const banner = page.getByTestId('signals-locked-banner');
  await expect(banner).toContainText('The crypto signals are for members.');
  await banner.scrollIntoViewIfNeeded();
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  // Above the table of padlocks, not under it.
  const table = (await page.getByRole('table', { name: 'Crypto signals' }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(table.y + 1);
  await noOverflow(page);
  await page.screenshot({ path: `${SHOTS}/signals-crypto-visitor-390.png` });
  await page.screenshot({ path: `${SHOTS}/signals-crypto-visitor-390-full.png`, fullPage: true });
});
