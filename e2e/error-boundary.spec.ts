import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Makes every script chunk not yet loaded fail, as after a deploy that replaced the hashed files. */
async function breakChunks(page: Page, opts: { untilReload: boolean }) {
  let reloaded = false;
  await page.route('**/*', (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') reloaded = true;
    const isChunk = /\/assets\/[^/]+\.js$/.test(request.url());
    if (isChunk && (!opts.untilReload || !reloaded)) return route.abort();
    return route.continue();
  });
}

/** The aborted loads are the point of these tests; anything else on the console still fails them. */
function dropExpectedErrors(errors: string[]) {
  const unexpected = errors.filter(
    (e) => !/ERR_FAILED|dynamically imported module|Failed to load resource/i.test(e),
  );
  errors.splice(0, errors.length, ...unexpected);
}

test.describe('route error boundary', () => {
  test('a screen whose chunk is gone reloads the page once and then shows it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await breakChunks(page, { untilReload: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signals' }).click();
    await expect(page).toHaveURL(/\/signals$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('A new version of the site is available')).toHaveCount(0);
    dropExpectedErrors(consoleErrors);
  });

  test('a chunk that keeps failing shows a friendly screen with Reload, the nav stays', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('trendlab:stale-chunk-reload-at', String(Date.now())));
    await breakChunks(page, { untilReload: false });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signals' }).click();
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'A new version of the site is available' }),
    ).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    dropExpectedErrors(consoleErrors);
  });
});
