import type { Page } from '@playwright/test';
import { signInAdminAs, signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/** docs/features/api-access.md in the browser: the track record on the dashboard, alert settings and API keys in /settings, the API reference. */
const noOverflow = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
};
const shot = (name: string) => (process.env.SHOT_DIR ? `${process.env.SHOT_DIR}/${name}.png` : undefined);

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('premium dashboard: the track record charts and tables', async ({ page, context }) => {
      await signInAs(context, 'premium');
      await page.goto('/traders-dashboard');
      const charts = page.getByTestId('performance-charts');
      await expect(charts).toBeVisible();
      for (const label of [
        'CAGR',
        'Max drawdown',
        'Sharpe',
        'Sortino',
        'Win rate',
        'Profit factor',
        'Trades',
        'Avg days in trade',
      ]) {
        await expect(page.getByTestId('track-record-stats').getByText(label, { exact: true })).toBeVisible();
      }
      await expect(charts.getByText(/record from \d{4}-\d{2}-\d{2}.*demo data/)).toBeVisible();
      await expect(page.getByTestId('equity-curve').locator('.recharts-line-curve')).toBeVisible();
      await expect(page.getByTestId('ytd-attribution')).toBeVisible();
      await expect(
        page
          .getByTestId('duration-rank')
          .getByRole('list', { name: 'Symbols ranked by P&L' })
          .getByRole('listitem'),
      ).toHaveCount(30);
      await expect(page.getByTestId('analytics-tile')).toHaveCount(0);
      await noOverflow(page);
      for (const id of ['performance-charts', 'ytd-attribution', 'duration-rank']) {
        const path = shot(`dashboard-${id}-${viewport.width}`);
        if (path) await page.getByTestId(id).screenshot({ path });
      }
    });

    test('settings: alert settings and API keys', async ({ page, context }) => {
      await signInAs(context, 'premium');
      await page.goto('/settings');
      const form = page.getByRole('form', { name: 'Signal alert settings' });
      await expect(form).toBeVisible();
      await expect(page.getByTestId('alerts-upgrade-note')).toHaveCount(0);
      await expect(
        page.getByRole('list', { name: 'API keys' }).or(page.getByText('No API keys yet.')),
      ).toBeVisible();
      await noOverflow(page);
      const path = shot(`settings-alerts-${viewport.width}`);
      if (path) await page.screenshot({ path, fullPage: true });
    });
  });
}

test('free member: teaser tiles with the headline figures; alert settings with the upgrade note', async ({
  page,
  context,
}) => {
  await signInAs(context, 'free');
  await page.goto('/traders-dashboard');
  await expect(page.getByTestId('analytics-tile')).toHaveCount(3);
  await expect(page.getByTestId('track-record-headline')).toContainText(
    /CAGR -?\d+\.\d{2}%, max drawdown \d+\.\d{2}% \(demo data\)/,
  );
  await expect(page.getByTestId('performance-charts')).toHaveCount(0);
  // The activity counters are the delayed day's, and say so.
  await expect(page.getByTestId('activity-delayed')).toHaveText(
    /^Delayed, as of \d{4}-\d{2}-\d{2} - live with premium$/,
  );
  await expect(page.getByText('Trades That Day', { exact: true })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByTestId('alerts-upgrade-note')).toBeVisible();
  await page.getByLabel('Futures').click();
  await page.getByRole('button', { name: 'Save Alert Settings' }).click();
  await expect(page.getByText('Alert Settings Saved', { exact: true })).toBeVisible();
});

test('the API reference page lists the v1 routes without overflow at 390 px', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TrendLab API reference');
  await expect(page.getByText('/api/v1/signals', { exact: true })).toBeVisible();
  await noOverflow(page);
  const path = shot('api-docs-390');
  if (path) await page.screenshot({ path });
});

test('admin: issues an API key on a registration (shown once), the key reads /api/v1, revoking refuses it', async ({
  page,
  context,
  request,
}) => {
  await signInAdminAs(context);
  await page.setViewportSize(MOBILE);
  await page.goto('/admin-registrations');
  await page.getByRole('button', { name: 'Edit premium.user@e2e.test' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Issue API Key' }).click();
  await expect(dialog.getByText('Please enter a label')).toBeVisible();
  await dialog.getByPlaceholder(/Label/).fill('E2E robot');
  await dialog.getByRole('button', { name: 'Issue API Key' }).click();
  const key = (await dialog.getByTestId('issued-api-key').locator('code').textContent()) ?? '';
  expect(key).toMatch(/^tl_live_/);
  const path = shot('admin-api-keys-390');
  if (path) await dialog.screenshot({ path });
  const ok = await request.get('/api/v1/positions?market=futures', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(ok.status()).toBe(200);
  const item = dialog
    .getByRole('list', { name: 'API keys' })
    .getByRole('listitem')
    .filter({ hasText: 'E2E robot' });
  // Revoking asks first, naming the key; Cancel leaves it working.
  await item.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API Key?' });
  await expect(confirm.getByTestId('confirm-subject')).toHaveText(`E2E robot (${key.slice(0, 14)}...)`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Revoke' }).click();
  await confirm.getByRole('button', { name: 'Revoke Key' }).click();
  await expect(item.getByText(/^Revoked/)).toBeVisible();
  const refused = await request.get('/api/v1/positions?market=futures', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
});
