import type { Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/** docs/features/strategy-lab.md in the browser: a preset, an uploaded CSV, two runs compared; the gates. */
const noOverflow = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
};
const shot = (name: string) => (process.env.SHOT_DIR ? `${process.env.SHOT_DIR}/${name}.png` : undefined);

/** 300 sessions of a made-up stock that trends up, then down (so the rule trades both ways). */
function csvText(): string {
  const lines = ['date,open,high,low,close,volume'];
  for (let i = 0; i < 300; i++) {
    const d = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const c = 100 + (i < 150 ? i : 300 - i) * 0.8 + 6 * Math.sin(i / 5);
    lines.push(`${d},${c.toFixed(2)},${(c + 1).toFixed(2)},${(c - 1).toFixed(2)},${c.toFixed(2)},1000`);
  }
  return lines.join('\n');
}
const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('a preset on one stored instrument; the URL keeps the run', async ({ page, context }) => {
      await signInAs(context, 'premium');
      await page.goto('/lab');
      const set = page.getByTestId('run-set-0');
      await set.getByLabel('Preset').selectOption({ label: 'Turtle System 1 (20/10)' });
      await expect(set.getByText(/The Turtles’ faster system/)).toBeVisible();
      await expect(set.getByLabel('Entry days')).toHaveValue('20');
      await page.getByLabel('Instrument').selectOption('ES');
      await page.getByRole('button', { name: 'Run backtest' }).click();
      const results = page.getByTestId('lab-results');
      await expect(results).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('lab-equity-chart').locator('.recharts-line-curve')).toHaveCount(2);
      await expect(page.getByTestId('lab-drawdown-chart').locator('.recharts-line-curve')).toHaveCount(1);
      await expect(
        page.getByTestId('lab-figures').getByRole('columnheader', { name: '20/10' }),
      ).toBeVisible();
      const rows = page.getByTestId('lab-trades').locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      await expect(rows.first().locator('td').first()).toHaveText('ES');
      // Sort by P&L, largest first: the first row is at least the last.
      await page.getByTestId('lab-trades').getByRole('button', { name: 'P&L' }).click();
      await expect(page.getByTestId('lab-trades').getByRole('columnheader', { name: 'P&L' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toBe('lab-trades-20-10.csv');
      expect(page.url()).toContain('runs=20-10');
      expect(page.url()).toContain('symbol=ES');
      // The address opens the same settings.
      await page.goto(page.url());
      await expect(page.getByTestId('run-set-0').getByLabel('Exit days')).toHaveValue('10');
      await expect(page.getByLabel('Instrument')).toHaveValue('ES');
      await noOverflow(page);
    });

    test('own data from a CSV file: a bad line is named, a good file runs', async ({ page, context }) => {
      await signInAs(context, 'premium');
      await page.goto('/lab');
      await page.getByLabel('My own CSV').check();
      const input = page.getByLabel(/Daily prices/);
      const bad = csvText().split('\n');
      bad[4] = '2020-01-04,abc,1,1,1,1';
      await input.setInputFiles(file('bad.csv', bad.join('\n')));
      await expect(page.getByTestId('lab-csv-error')).toHaveText(
        /bad\.csv: Line 5: open must be a number above 0/,
      );
      await expect(page.getByRole('button', { name: 'Run backtest' })).toBeDisabled();
      await input.setInputFiles(file('mine.csv', csvText()));
      await expect(page.getByTestId('lab-csv-ok')).toContainText('300 rows, 2020-01-01 to');
      await page.getByRole('button', { name: 'Run backtest' }).click();
      await expect(page.getByTestId('lab-results')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('lab-results').getByText(/Own data: a \$100,000 account/)).toBeVisible();
      await expect(
        page.getByTestId('lab-trades').locator('tbody tr').first().locator('td').first(),
      ).toHaveText('OWN');
      await noOverflow(page);
      const path = shot(`lab-own-${viewport.width}`);
      if (path) await page.screenshot({ path, fullPage: true });
    });

    test('two parameter sets compared on one chart', async ({ page, context }) => {
      await signInAs(context, 'premium');
      await page.goto('/lab?runs=40-20&src=market&market=equities');
      await page.getByRole('button', { name: 'Compare another set' }).click();
      const second = page.getByTestId('run-set-1');
      await second.getByLabel('Preset').selectOption({ label: 'Turtle System 2 (55/20)' });
      await second.getByText('Long only').click();
      expect(page.url()).toContain('runs=40-20%2C55-20L');
      await page.getByRole('button', { name: 'Run backtest' }).click();
      await expect(page.getByTestId('lab-results')).toBeVisible({ timeout: 60_000 });
      // Two runs and buy and hold on the equity chart; both in the figures.
      await expect(page.getByTestId('lab-equity-chart').locator('.recharts-line-curve')).toHaveCount(3);
      const figures = page.getByTestId('lab-figures');
      await expect(figures.getByRole('columnheader', { name: '40/20', exact: true })).toBeVisible();
      await expect(figures.getByRole('columnheader', { name: '55/20 long only' })).toBeVisible();
      await page.getByRole('tab', { name: '55/20 long only' }).click();
      const sides = await page
        .getByTestId('lab-trades')
        .locator('tbody tr td:nth-child(2)')
        .allTextContents();
      expect(sides.length).toBeGreaterThan(0);
      expect(new Set(sides)).toEqual(new Set(['long']));
      await noOverflow(page);
      const path = shot(`lab-compare-${viewport.width}`);
      if (path) await page.screenshot({ path, fullPage: true });
    });

    test('a free member sees the preview with the upgrade path; a visitor is sent to sign in', async ({
      page,
      context,
    }) => {
      await page.goto('/lab');
      await expect(page).toHaveURL(/\/login$/);
      await signInAs(context, 'free');
      await page.goto('/lab');
      await expect(page.getByTestId('lab-upgrade')).toContainText('Professional plan');
      await expect(
        page.getByTestId('lab-upgrade').getByRole('link', { name: 'See the plans' }),
      ).toBeVisible();
      await expect(page.getByTestId('run-set-0')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Run backtest' })).toHaveCount(0);
      await noOverflow(page);
    });
  });
}
