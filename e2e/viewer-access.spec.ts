import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { FuturesResponse, Signal } from '../src/core/schemas/markets';
import { signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/**
 * docs/features/viewer-access.md: the signals page, the landing table and the markets pages agree for each kind of viewer
 * (free is delayed). Screenshots at 1280 and 390 px land in test-results/viewer-access/.
 */
const SHOTS = 'test-results/viewer-access';
mkdirSync(SHOTS, { recursive: true });
type Kind = 'visitor' | 'free' | 'premium';

/** The JSON of the GET answer whose path and query are exactly `path`, loaded by `go`. */
async function answerOf<T>(page: Page, path: string, go: () => Promise<unknown>): Promise<T> {
  const res = page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname + u.search === path && r.request().method() === 'GET';
  });
  await go();
  return (await (await res).json()) as T;
}

/**
 * The futures rows and the futures signals of one data version, read with the page's own session.
 * Futures refresh every minute in trading hours: reads on either side of a refresh compare two
 * different forming bars, so a pair is taken only when the futures answer did not change around it.
 */
async function futuresAndSignals(page: Page): Promise<{ futures: FuturesResponse; signals: Signal[] }> {
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await get<FuturesResponse>('/api/futures');
    const signals = await get<Signal[]>('/api/signals?market=futures');
    const futures = await get<FuturesResponse>('/api/futures');
    if (before.currentPerformance.lastUpdated === futures.currentPerformance.lastUpdated)
      return { futures, signals };
  }
  throw new Error('the futures data changed on every read');
}

const SIZES = [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const;

for (const kind of ['visitor', 'free', 'premium'] as const satisfies Kind[]) {
  for (const [size, viewport] of SIZES) {
    test(`${kind} at ${size} px: signals page, landing table and futures page agree`, async ({
      page,
      context,
    }) => {
      if (kind !== 'visitor') await signInAs(context, kind);
      const delayed = kind !== 'premium';
      await page.setViewportSize(viewport);
      await page.goto('/futures');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${kind}-futures-${size}.png`, fullPage: false });

      const shown = await answerOf<Signal[]>(page, '/api/signals?market=futures', () =>
        page.goto('/signals'),
      );
      const table = page.getByRole('table', { name: 'Futures signals' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(shown.some((s) => s.delayed)).toBe(delayed);
      const { futures, signals } = await futuresAndSignals(page);
      const types = new Map(
        futures.marketSectors.flatMap((s) => s.instruments).map((i) => [i.symbol, i.positionType]),
      );
      for (const s of signals) expect(s.signal, s.symbol).toBe(types.get(s.symbol));
      if (delayed) {
        await expect(table.getByTestId('signal-delayed').first()).toContainText(
          'Delayed - live with premium',
        );
        // Futures entry prices are premium on the grid, so a delayed row shows one notice instead.
        await expect(table.getByTestId('signal-prices-locked').first()).toHaveText('Prices with premium');
      } else {
        await expect(table).toHaveAttribute('aria-busy', 'false'); // every row is in
        await expect(table.getByTestId('signal-delayed')).toHaveCount(0);
      }
      await page.screenshot({ path: `${SHOTS}/${kind}-signals-${size}.png`, fullPage: false });

      await page.getByRole('tab', { name: /crypto/i }).click();
      const crypto = page.getByRole('table', { name: 'Crypto signals' });
      await expect(crypto.getByRole('row').nth(1)).toBeVisible();
      if (kind === 'visitor')
        await expect(page.getByTestId('signals-locked-banner')).toContainText(
          'The crypto signals are for members.',
        );
      await page.screenshot({ path: `${SHOTS}/${kind}-signals-crypto-${size}.png`, fullPage: false });

      await page.goto('/#signals');
      const landing = page.getByRole('table', { name: 'Futures signals' });
      await expect(landing.getByRole('row').nth(1)).toBeVisible();
      if (delayed) await expect(landing.getByTestId('signal-delayed').first()).toBeVisible();
      else await expect(landing.getByTestId('signal-delayed')).toHaveCount(0);
      // The section re-renders when the signed-in answer replaces the first one: a screenshot that
      // finds its table gone takes it again.
      await expect(async () => {
        await landing.screenshot({ path: `${SHOTS}/${kind}-landing-${size}.png`, timeout: 5_000 });
      }).toPass();

      await page.goto('/equities');
      await expect(page.getByRole('heading', { level: 1, name: 'Top-50 S&P 500 Equities' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${kind}-equities-${size}.png`, fullPage: false });
    });
  }
}
