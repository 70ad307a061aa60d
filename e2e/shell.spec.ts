import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

// Every route of both spec documents (01 §2, 02 §2).
const ROUTES = [
  '/',
  '/quiz',
  '/signals',
  '/futures',
  '/equities',
  '/cryptos',
  '/traders-dashboard',
  '/contact',
  '/register',
  '/login',
  '/forgot-password',
  '/mfa-verification',
  '/newsletter',
  '/trading-game',
  '/admin',
  '/subscribers',
  '/admin/contact-messages',
  '/admin/abuse',
  '/admin/weekly-videos',
  '/admin-registrations',
  '/admin-newsletter',
  '/admin/game-results',
];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route} renders a heading without overflow`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByTestId('risk-disclaimer')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
      });
    }
  });
}

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`an unknown path shows the not-found screen with a link home (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('desktop bar: public links, Register and Sign In when signed out, active route highlighted', async ({
  page,
}) => {
  await page.goto('/signals');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Quiz', 'Signals', 'Learn', 'Pricing', 'Game']);
  await expect(nav.getByRole('link', { name: 'Signals' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Traders Dashboard' })).toHaveCount(0);
});

test.describe('mobile drawer', () => {
  test.use({ viewport: MOBILE });
  test('opens from the right with Home and the public links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText([
      'Home',
      'Quiz',
      'Signals',
      'Learn',
      'Pricing',
      'Game',
    ]);
    const box = await drawer.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThanOrEqual(MOBILE.width - 1);
    await drawer.getByRole('link', { name: 'Quiz' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(drawer).toBeHidden();
  });
});

test('landing anchors scroll to their sections', async ({ page }) => {
  await page.goto('/');
  for (const id of ['quiz', 'signals', 'learn', 'pricing']) {
    await page.goto(`/#${id}`);
    await expect(page.locator(`section#${id}`)).toBeInViewport();
  }
});

test('footer: markets links, newsletter link, red disclaimer and © the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Futures' })).toHaveAttribute('href', '/futures');
  await expect(footer.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');
  // /contact from every page, signed in or not.
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByText(`© ${new Date().getFullYear()} TrendLab Signals, LLC`)).toBeVisible();
  const color = await page.getByTestId('risk-disclaimer').evaluate((el) => getComputedStyle(el).color);
  expect(color).toMatch(/^(rgb\((2[0-9]{2}), \d{1,2}\d?, \d{1,2}\d?\)|oklch\(0\.7)/);
});

test('signed in: futures/equities/cryptos links, dashboard and contact icons, user menu with the name', async ({
  page,
  context,
}) => {
  const { signInAs } = await import('./support/auth');
  await signInAs(context, 'premium');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Quiz',
    'Signals',
    'Futures',
    'Equities',
    'Cryptos',
    'Lab',
    'Learn',
    'Pricing',
    'Game',
  ]);
  await expect(page.getByRole('link', { name: 'Traders Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveText('Pat Premium');
});
