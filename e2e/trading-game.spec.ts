import { DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { waitForMail } from './support/mail';

test.describe('trading game', () => {
  test('plays a short game with auto-trading at 5x and finishes it with a mailed report card', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/trading-game');
    await expect(page.getByRole('heading', { level: 1, name: 'Futures Trading Simulator' })).toBeVisible();
    await expect(page.getByText('Are you the next Market Wizard?')).toBeVisible();
    await expect(page.getByText('No trades executed yet')).toBeVisible();
    // Not active: contract choices and the speed slider are disabled.
    await expect(page.getByRole('button', { name: '1', exact: true })).toBeDisabled();
    await expect(page.locator('#game-speed')).toBeDisabled();

    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByText('Loading random stock data...', { exact: true })).toBeVisible();
    await expect(page.getByTestId('game-day')).toContainText('Day 80');
    await expect(page.getByTestId('daily-chart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Game' })).toHaveCount(0);

    // Fastest pace: one trading day every 0.4 s.
    await page.locator('#game-speed').focus();
    await page.keyboard.press('End');
    await expect(page.getByText('Game speed set to 5x', { exact: true })).toBeVisible();
    await expect(page.getByText('Speed Updated!', { exact: true })).toBeVisible();

    await page.getByRole('switch', { name: /Auto-trading/ }).click();
    // The S&P 500 breaks out of its 40-day range sooner or later: the first auto trade appears.
    const rows = page.getByTestId('trade-history').locator('tbody tr');
    await expect(rows.first()).toBeVisible({ timeout: 150_000 });
    await expect(page.getByTestId('net-position')).toHaveText(/LONG 1|SHORT 1|FLAT/);
    const day = Number((await page.getByTestId('game-day').textContent())?.match(/Day (\d+)/)?.[1]);
    expect(day).toBeGreaterThan(80);

    await page.getByRole('button', { name: 'Finish Game' }).click();
    await expect(page.getByText('Leave empty to finish without receiving a report')).toBeVisible();
    await page.getByLabel('Email for your report card (optional)').fill('e2e-game-player@example.com');
    await page.getByRole('dialog').getByRole('button', { name: 'Finish Game' }).click();
    await expect(page.getByText('Game Completed!', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/S&P 500 Index \(1\/10 scale\) \(\^GSPC\)\. Report card sent to your email\./).first(),
    ).toBeVisible();
    await expect(page.getByTestId('reveal')).toContainText(
      'The mystery stock was S&P 500 Index (1/10 scale) (^GSPC).',
    );

    const mail = await waitForMail((m) => m.to.includes('e2e-game-player@example.com'));
    expect(mail.text).toContain('The mystery stock was S&P 500 Index (1/10 scale) (^GSPC)');

    await page.getByRole('button', { name: 'Reset Game' }).click();
    await expect(page.getByText('Starting fresh with $100,000', { exact: true })).toBeVisible();
    await expect(page.getByText('No trades executed yet')).toBeVisible();
  });

  test('at 390 px: manual trades, the margin limit, finish without email', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(MOBILE);
    await page.goto('/trading-game');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByTestId('game-day')).toContainText('Day');
    await page.getByRole('button', { name: '30', exact: true }).click();
    const rows = page.getByTestId('trade-history').locator('tbody tr');
    const refusal = page.getByText('Insufficient Margin', { exact: true });
    // Buy 30 at a time until the position would need more than 80% of equity ($500 a contract):
    // ~5-6 buys, depending on how the market moves meanwhile. The same rule runs on the server.
    let filled = 0;
    for (let i = 1; i <= 12; i += 1) {
      await page.getByRole('button', { name: 'Buy' }).click();
      await expect(refusal.or(rows.nth(i - 1))).toBeVisible();
      if (await refusal.isVisible()) break;
      filled = i;
    }
    expect(filled).toBeGreaterThanOrEqual(4);
    const need = ((filled + 1) * 30 * 500).toLocaleString('en-US');
    await expect(
      page.getByText(new RegExp(`^Need \\$${need} margin\\. Available equity: \\$[\\d,.]+$`)).first(),
    ).toBeVisible();
    await expect(rows).toHaveCount(filled);
    await expect(page.getByTestId('net-position')).toHaveText(`LONG ${filled * 30}`);
    await expect(page.getByTestId('margin-usage')).toHaveAttribute('data-colour', 'red');

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Finish Game' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish Game' }).click();
    await expect(page.getByText('Game finished successfully!', { exact: true })).toBeVisible();
    await expect(page.getByTestId('reveal')).toBeVisible();
  });
});
