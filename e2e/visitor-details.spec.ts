import { signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

// What a visitor and a member notice (docs/features/public-site.md): prices in each market's notation, the zone of
// 'Last updated', the game's idle invitation.

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`futures prices in tick precision, Treasuries in 32nds, and the update time in CT (${name})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(size);
    await signInAs(context, 'premium');
    await page.goto('/futures');
    await expect(page.getByText(/^Last updated .+ CT$/)).toBeVisible();
    const lastOf = (symbol: string) => page.locator(`tr[data-symbol="${symbol}"] td[data-col="lastPrice"]`);
    await expect(lastOf('ZN')).toHaveText(/^\d{2,3}'\d{2}(\.5)?$/);
    await expect(lastOf('ZB')).toHaveText(/^\d{2,3}'\d{2}$/);
    await expect(lastOf('6J')).toHaveText(/^0\.\d{7}$/);
    await expect(lastOf('6E')).toHaveText(/^\d\.\d{5}$/);
    await expect(lastOf('ES')).toHaveText(/^\d{1,2},\d{3}\.\d{2}$/);
  });

  test(`the idle game invites the player to press Start (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/trading-game');
    await expect(
      page.getByText('Press Start Game to load a random stock and its daily chart.'),
    ).toBeVisible();
    await expect(page.getByText('No OHLC data available')).toHaveCount(0);
  });
}
