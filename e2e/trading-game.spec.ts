import { DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { waitForMail } from './support/mail';

const REAL_DATE = /\b(199\d|20[01]\d)-\d\d-\d\d\b/;
const SHOTS = 'test-results/screens';

test.describe('trading game', () => {
  test('a whole game at 1280 px: pause, a fill at the paused bar, auto-trading at 5x, finish, reveal, leaderboard', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Game' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Futures Trading Simulator' })).toBeVisible();
    await expect(page.getByText('starts in November 1999')).toBeVisible();
    await expect(page.getByText('No trades executed yet')).toBeVisible();
    await expect(page.getByRole('button', { name: '1', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByText('Loading random stock data...', { exact: true })).toBeVisible();
    await expect(page.getByTestId('game-day')).toHaveText(/^Day 8\d of \d{3}$/);
    await expect(page.getByTestId('daily-chart')).toBeVisible();

    // Pause on the server: the day stands still, and a Buy fills at the bar on screen.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('game-day')).toContainText('Paused');
    const pausedText = (await page.getByTestId('game-day').textContent()) ?? '';
    const pausedDay = Number(pausedText.match(/Day (\d+)/)?.[1]);
    await page.waitForTimeout(4000);
    await page.reload();
    await expect(page.getByTestId('game-day')).toHaveText(pausedText);
    await page.getByRole('button', { name: 'Buy' }).click();
    const rows = page.getByTestId('trade-history').locator('tbody tr');
    await expect(rows.first()).toContainText(`Day ${pausedDay}`);
    await expect(rows.first()).toContainText('Manual');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByTestId('game-day')).not.toContainText('Paused');

    // 5x with auto-trading: the server trades the breakouts of every bar that passes.
    await page.locator('#game-speed').focus();
    await page.keyboard.press('End');
    await expect(page.getByText('Game speed set to 5x', { exact: true })).toBeVisible();
    await page.getByRole('switch', { name: /Auto-trading/ }).click();
    await expect(page.getByRole('switch', { name: /Auto-trading/ })).toBeChecked();
    await expect(page.getByTestId('trade-history').getByText('Auto', { exact: true }).first()).toBeVisible({
      timeout: 180_000,
    });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('game-day')).toContainText('Paused');
    // Nothing on the page gives the period away before the finish.
    expect(await page.locator('main').innerText()).not.toMatch(REAL_DATE);
    await page.screenshot({ path: `${SHOTS}/game-1280-playing.png`, fullPage: true });

    await page.getByRole('button', { name: 'Finish Game' }).first().click();
    await page.getByLabel('Email for your report card (optional)').fill('e2e-game-player@example.com');
    await page.getByLabel('Nickname for the leaderboard (optional)').fill('E2E Turtle');
    await page.getByRole('dialog').getByRole('button', { name: 'Finish Game' }).click();
    await expect(page.getByText('Game Completed!', { exact: true })).toBeVisible();
    const reveal = page.getByTestId('reveal');
    await expect(reveal).toContainText(/The mystery stock was .+ \([A-Z.]+\)\./);
    await expect(reveal).toContainText(/Real prices from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\./);
    await expect(page.getByTestId('versus-buy-hold')).toContainText('Buy and hold:');
    const mail = await waitForMail((m) => m.to.includes('e2e-game-player@example.com'));
    expect(mail.text).toContain('The mystery stock was');
    expect(mail.text).toContain('Buy and hold over the same days:');
    await page.screenshot({ path: `${SHOTS}/game-1280-finished.png`, fullPage: true });

    await reveal.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Game Leaderboard' })).toBeVisible();
    await expect(page.getByTestId('leaderboard')).toContainText('E2E Turtle');
    await expect(page.getByTestId('leaderboard')).not.toContainText('e2e-game-player@example.com');
    await page.screenshot({ path: `${SHOTS}/game-1280-leaderboard.png`, fullPage: true });
  });

  test('a whole game at 390 px: manual trades to the margin limit, finish without email', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Play the Trading Game' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trading Game' }).click();
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByTestId('game-day')).toHaveText(/^Day 8\d of \d{3}$/);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('game-day')).toContainText('Paused');
    await page.getByRole('button', { name: '30', exact: true }).click();
    const rows = page.getByTestId('trade-history').locator('tbody tr');
    const refusal = page.getByText('Insufficient Margin', { exact: true });
    // Buy 30 at a time until the position would need more than 80% of equity ($500 a contract):
    // 5 buys of 30 = 150 contracts = $75,000; a sixth needs $90,000 > $80,000.
    let filled = 0;
    for (let i = 1; i <= 8; i += 1) {
      await page.getByRole('button', { name: 'Buy' }).click();
      await expect(refusal.or(rows.nth(i - 1))).toBeVisible();
      if (await refusal.isVisible()) break;
      filled = i;
    }
    expect(filled).toBe(5);
    await expect(page.getByText(/^Need \$90,000 margin\. Available equity: \$80,000$/).first()).toBeVisible();
    await expect(page.getByTestId('net-position')).toHaveText('LONG 150');
    await expect(page.getByTestId('margin-usage')).toHaveAttribute('data-colour', 'red');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.waitForTimeout(3000);
    expect(await page.locator('main').innerText()).not.toMatch(REAL_DATE);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/game-390-playing.png`, fullPage: true });

    await page.getByRole('button', { name: 'Finish Game' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish Game' }).click();
    await expect(page.getByText('Game finished successfully!', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('reveal')).toContainText('Real prices from');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/game-390-finished.png`, fullPage: true });
    await page.getByRole('link', { name: 'See the leaderboard of finished games' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Game Leaderboard' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/game-390-leaderboard.png`, fullPage: true });
  });

  test('on a phone the chart and Buy/Sell are on screen as the days start to run, and the start toast goes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(MOBILE);
    await page.goto('/trading-game');
    await page.getByRole('button', { name: 'Start Game' }).click();
    const day = page.getByTestId('game-day');
    await expect(day).toHaveText(/^Day 8\d of \d{3}$/);
    const first = Number((await day.textContent())?.match(/Day (\d+)/)?.[1]);
    // Before, they sat 1.5-2.3 screens below the intro while the days ran.
    const chart = page.getByTestId('daily-chart');
    const buy = page.getByRole('button', { name: 'Buy' });
    const sell = page.getByRole('button', { name: 'Sell' });
    for (const el of [chart, buy, sell]) await expect(el).toBeInViewport({ ratio: 1 });
    const shownAt = Number((await day.textContent())?.match(/Day (\d+)/)?.[1]);
    // Within the game's first days (one a second at 1x; a loaded CI machine takes a few to paint the chart).
    expect(shownAt - first).toBeLessThanOrEqual(5);
    await page.screenshot({ path: `${SHOTS}/game-390-started.png` });
    // The days run on; the toast saying the data is loading does not stay over the running game.
    await expect(day).not.toHaveText(`Day ${shownAt} of`, { timeout: 15_000 });
    await expect(page.getByText('Loading random stock data...', { exact: true })).toHaveCount(0, {
      timeout: 10_000,
    });
    await expect(day).not.toContainText('Paused');
    for (const el of [chart, buy, sell]) await expect(el).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  // A whole game to its last day at 5x, a manual order while the clock runs, and what the
  // page shows before and after the finish, on a desktop and on a phone.
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    test(`a game played to its last day at 5x with a manual order at ${label} px`, async ({ page }) => {
      test.setTimeout(420_000);
      await page.setViewportSize(viewport);
      await page.goto('/trading-game');
      await page.getByRole('button', { name: 'Start Game' }).click();
      await expect(page.getByTestId('game-day')).toHaveText(/^Day 8\d of \d{3}$/);
      await expect(page.getByTestId('instrument')).toHaveText('MYSTERY');
      await expect(page.getByTestId('card-Total Trades').locator('..')).toContainText('High score');

      // Keyboard: 8 ArrowRight from 1x are 8 steps of 0.5 = 5x, sent once the slider rests.
      const slider = page.locator('#game-speed');
      await slider.focus();
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Speed: 5x', { exact: true })).toBeVisible();
      await expect(page.getByText('Game speed set to 5x', { exact: true })).toBeVisible();
      await expect(slider).toHaveValue('5');

      // A manual order while the clock runs at 5x fills (at the current close if a poll moved on);
      // a refusal would show 'Trade Failed' (and its 409 fails the test as a console error).
      const dayBefore = Number((await page.getByTestId('game-day').textContent())?.match(/Day (\d+)/)?.[1]);
      await page.getByRole('button', { name: 'Buy' }).click();
      const rows = page.getByTestId('trade-history').locator('tbody tr');
      await expect(rows.first()).toContainText('Manual');
      await expect(page.getByText('Trade Failed', { exact: true })).toHaveCount(0);
      const filledDay = Number((await rows.first().textContent())?.match(/Day (\d+)/)?.[1]);
      expect(filledDay).toBeGreaterThanOrEqual(dayBefore);
      await expect(page.getByTestId('net-position')).toHaveText('LONG 1');

      // The clock runs to the window's last day (~580 days at 2.5 a second).
      await expect(page.getByText('The last day of the window is reached', { exact: false })).toBeVisible({
        timeout: 360_000,
      });
      const dayText = (await page.getByTestId('game-day').textContent()) ?? '';
      const [, now, last] = dayText.match(/Day (\d+) of (\d+)/) ?? [];
      expect(now).toBe(last);
      expect(await page.locator('main').innerText()).not.toMatch(REAL_DATE);
      await expect(page.getByTestId('instrument')).toHaveText('MYSTERY');
      await page.screenshot({ path: `${SHOTS}/game-${label}-last-day.png`, fullPage: true });

      await page.getByRole('button', { name: 'Finish Game' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Finish Game' }).click();
      await expect(page.getByText('Game finished successfully!', { exact: true }).first()).toBeVisible();
      const reveal = page.getByTestId('reveal');
      await expect(reveal).toContainText(/The mystery stock was .+ \(([A-Z.]+)\)\./);
      const symbol = (await reveal.textContent())?.match(/\(([A-Z.]+)\)\./)?.[1];
      // After the finish the real instrument, the disguise and the real closes are shown.
      await expect(page.getByTestId('instrument')).toHaveText(symbol!);
      await expect(page.getByTestId('disguise')).toContainText(
        /prices × \d+\.\d{4} .* Real close on the first day \$/,
      );
      // The high score is the best finished balance, never below $0, with its return.
      await expect(page.getByTestId('card-Total Trades').locator('..')).toContainText(
        /High score \$[\d,]+ \([+-]?\d+\.\d+%\)/,
      );
      await expect(page.getByTestId('card-Total Trades').locator('..')).not.toContainText('High score -');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `${SHOTS}/game-${label}-end-finished.png`, fullPage: true });
    });
  }

  test('a player who gave an email is told when the report card was not sent', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/trading-game');
    // Three report cards a day per address (MAIL_CAP_PER_ADDRESS): the fourth is held, and said so.
    const email = `e2e-capped-${Date.now()}@example.com`;
    for (let i = 1; i <= 4; i += 1) {
      await page.getByRole('button', { name: 'Start Game' }).click();
      await expect(page.getByRole('button', { name: 'Finish Game' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Finish Game' }).first().click();
      await page.getByLabel('Email for your report card (optional)').fill(email);
      await page.getByRole('dialog').getByRole('button', { name: 'Finish Game' }).click();
      await expect(page.getByTestId('reveal')).toBeVisible();
      if (i < 4)
        await expect(
          page.getByText('Report card sent to your email.', { exact: false }).first(),
        ).toBeVisible();
    }
    await expect(page.getByText('Report Card Not Sent', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`The report card could not be mailed to ${email}.`, { exact: false }).first(),
    ).toBeVisible();
  });
});
