import type { Page, Response } from '@playwright/test';
import type {
  BlotterResponse,
  CryptoContentResponse,
  EquitiesContentResponse,
  FuturesResponse,
  FuturesTabsResponse,
  TradersDashboardResponse,
} from '../src/core/schemas/markets';
import { signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/** Opens a page and returns the JSON of the API answer it loads (the network is what a lock must hide). */
async function openWithAnswer<T>(page: Page, route: string, apiPath: string): Promise<T> {
  const answer = page.waitForResponse(
    (r: Response) => new URL(r.url()).pathname === apiPath && r.request().method() === 'GET',
  );
  await page.goto(route);
  const res = await answer;
  expect(res.status(), `${apiPath} status`).toBe(200);
  return (await res.json()) as T;
}

// ---------------------------------------------------------------- equities
test.describe('equities /equities', () => {
  test('anonymous: last 10 days and Δ locked except AAPL, no lists, previews only for AAPL', async ({
    page,
  }) => {
    const body = await openWithAnswer<EquitiesContentResponse>(
      page,
      '/equities',
      '/api/equities-content/public',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Top-50 S&P 500 Equities' })).toBeVisible();
    await expect(page.getByTestId('trading-date')).toContainText('Trading date:');
    expect(body.isPremium).toBe(false);
    expect(body.lists).toBeNull();
    const other = body.rows.find((r) => r.symbol !== 'AAPL')!;
    const aapl = body.rows.find((r) => r.symbol === 'AAPL')!;
    // The network answer itself carries no locked value.
    for (const r of body.rows.filter((x) => x.symbol !== 'AAPL')) {
      expect(r.positions.slice(20).every((c) => c === 'LOCKED')).toBe(true);
      expect(r.positions.slice(0, 20).some((c) => c === 'LOCKED')).toBe(false);
      expect(r.change).toBe('LOCKED');
      expect(r.chartImageUrl).toBeNull();
    }
    expect(aapl.positions).not.toContain('LOCKED');
    expect(aapl.change).not.toBe('LOCKED');
    expect(aapl.chartImageUrl).toBeTruthy();

    const otherRow = page.locator(`tr[data-symbol="${other.symbol}"]`);
    await expect(otherRow.locator('[data-cell="locked"]')).toHaveCount(10);
    await expect(otherRow.locator('[data-col="change"] [aria-label^="Locked"]')).toHaveCount(1);
    await expect(otherRow.getByRole('button', { name: /chart/ })).toHaveCount(0);
    const aaplRow = page.locator('tr[data-symbol="AAPL"]');
    await expect(aaplRow.locator('[data-cell="locked"]')).toHaveCount(0);
    await expect(
      page.getByTestId('equities-grid').getByRole('button', { name: /Show .* chart/ }),
    ).toHaveCount(1);
    await expect(page.getByTestId('symbol-lists')).toHaveCount(0);
  });

  test('free user: the authenticated content, still locked without premium', async ({ page, context }) => {
    await signInAs(context, 'free');
    const body = await openWithAnswer<EquitiesContentResponse>(page, '/equities', '/api/equities-content');
    expect(body.isPremium).toBe(false);
    expect(body.lists).toBeNull();
    const other = body.rows.find((r) => r.symbol !== 'AAPL')!;
    expect(other.positions.slice(20)).toEqual(Array(10).fill('LOCKED'));
    await expect(page.locator(`tr[data-symbol="${other.symbol}"] [data-cell="locked"]`)).toHaveCount(10);
  });

  test('premium: all 30 days and Δ, lists expand, chart preview opens, refresh busts caches', async ({
    page,
    context,
  }) => {
    await signInAs(context, 'premium');
    const body = await openWithAnswer<EquitiesContentResponse>(page, '/equities', '/api/equities-content');
    expect(body.isPremium).toBe(true);
    expect(JSON.stringify(body)).not.toContain('LOCKED');
    expect(body.rows.every((r) => r.chartImageUrl)).toBe(true);
    await expect(page.getByTestId('equities-grid').locator('[data-cell="locked"]')).toHaveCount(0);

    const lists = page.getByTestId('symbol-lists');
    await lists.getByRole('button', { name: `Long (${body.lists!.long.length})` }).click();
    await expect(lists.getByRole('list', { name: 'long symbols' }).getByRole('listitem')).toHaveCount(
      Math.max(1, body.lists!.long.length),
    );

    const first = body.rows[0];
    await page
      .locator(`tr[data-symbol="${first.symbol}"]`)
      .getByRole('button', { name: `Show ${first.symbol} chart` })
      .click();
    const preview = page.getByRole('dialog', { name: `${first.symbol} chart` });
    await expect(preview.locator('img')).toHaveAttribute('src', first.chartImageUrl!);
    await expect(preview.locator('img')).toHaveAttribute('width', '600');
    await page.keyboard.press('Escape');

    const refresh = page.waitForRequest((r) => r.url().includes('/api/equities-content?t='));
    await page.getByRole('button', { name: 'Refresh' }).click();
    const req = await refresh;
    expect(req.headers()['cache-control']).toBe('no-cache');
  });
});

test('a chart preview fits a 390 px phone and closes with Escape', async ({ page, context }) => {
  await page.setViewportSize(MOBILE);
  await signInAs(context, 'premium');
  const body = await openWithAnswer<EquitiesContentResponse>(page, '/equities', '/api/equities-content');
  const symbol = body.rows[0].symbol;
  await page
    .locator(`tr[data-symbol="${symbol}"]`)
    .getByRole('button', { name: `Show ${symbol} chart` })
    .click();
  const preview = page.getByRole('dialog', { name: `${symbol} chart` });
  await expect(preview.locator('img')).toBeVisible();
  await expect
    .poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await preview.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  if (process.env.SHOT_DIR)
    await page.screenshot({ path: `${process.env.SHOT_DIR}/equities-preview-390.png` });
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
});

test('an unreadable equities answer shows the error screen, and Retry reloads the page', async ({ page }) => {
  // A 200 that breaks the contract (a non-ok status would also log a console error, which fails every test here).
  await page.route('**/api/equities-content/public', (route) => route.fulfill({ json: { rows: 'nope' } }));
  await page.goto('/equities');
  await expect(page.getByRole('heading', { name: 'Error Loading Equities' })).toBeVisible();
  await expect(page.getByText(/^Failed to load equities data: /)).toBeVisible();
  await page.unroute('**/api/equities-content/public');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/equities-content/public');
  await page.getByRole('button', { name: 'Retry' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('equities-grid')).toBeVisible();
});

test('a Refresh that fails keeps the grid on screen, with a notice above it', async ({ page }) => {
  await openWithAnswer<EquitiesContentResponse>(page, '/equities', '/api/equities-content/public');
  await expect(page.getByTestId('equities-grid')).toBeVisible();
  // The refresh carries ?t=; a 200 that breaks the contract (a non-ok status logs a console error).
  await page.route('**/api/equities-content/public?t=*', (route) =>
    route.fulfill({ json: { rows: 'nope' } }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Could not refresh: / })).toBeVisible();
  await expect(page.getByText('Showing the last data received.')).toBeVisible();
  await expect(page.getByTestId('equities-grid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Equities' })).toHaveCount(0);
  await page.unroute('**/api/equities-content/public?t=*');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/^Could not refresh: /)).toHaveCount(0);
  await expect(page.getByTestId('equities-grid')).toBeVisible();
});

// ---------------------------------------------------------------- cryptos
test.describe('cryptos /cryptos', () => {
  test('anonymous: Authentication Required with Log In, and the API answers 401', async ({
    page,
    request,
  }) => {
    await page.goto('/cryptos');
    await expect(page.getByRole('heading', { level: 1, name: 'Top-30 Cryptos' })).toBeVisible();
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please log in to access crypto trading signals')).toBeVisible();
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await request.get('/api/crypto-content')).status()).toBe(401);
  });

  test('free user: first 6 of 16 days, stop / 40D High / change locked, only BTC charts, no report', async ({
    page,
    context,
  }) => {
    await signInAs(context, 'free');
    const body = await openWithAnswer<CryptoContentResponse>(page, '/cryptos', '/api/crypto-content');
    expect(body.isPremium).toBe(false);
    expect(body.performancePdfUrl).toBeNull();
    for (const r of body.rows) {
      expect(r.positions.slice(6)).toEqual(Array(10).fill('LOCKED'));
      expect(r.positions.slice(0, 6)).not.toContain('LOCKED');
      expect([r.stop, r.fortyDayHigh, r.change]).toEqual(['LOCKED', 'LOCKED', 'LOCKED']);
      if (r.symbol === 'BTC') expect(r.chartImageUrl).toBeTruthy();
      else expect(r.chartImageUrl).toBeNull();
    }
    const eth = page.locator('tr[data-symbol="ETH"]');
    await expect(eth.locator('[data-cell="locked"]')).toHaveCount(10);
    for (const col of ['stop', 'high', 'change'])
      await expect(eth.locator(`[data-col="${col}"] [aria-label^="Locked"]`)).toHaveCount(1);
    await expect(page.getByTestId('crypto-grid').getByRole('button', { name: /Show .* chart/ })).toHaveCount(
      1,
    );
    await expect(page.getByRole('link', { name: /Performance Report/ })).toHaveCount(0);
    await expect(page.locator('tr[data-symbol="BTC"] img').first()).toHaveAttribute('src', /.+/);
  });

  test('premium: everything open plus the performance report link', async ({ page, context }) => {
    await signInAs(context, 'premium');
    const body = await openWithAnswer<CryptoContentResponse>(page, '/cryptos', '/api/crypto-content');
    expect(body.isPremium).toBe(true);
    expect(JSON.stringify(body)).not.toContain('LOCKED');
    await expect(
      page.getByTestId('crypto-grid').locator('[aria-label^="Locked"], [data-cell="locked"]'),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Performance Report/ })).toHaveAttribute(
      'href',
      body.performancePdfUrl!,
    );
    await expect(page.getByRole('heading', { name: 'Portfolio Balance' })).toBeVisible();
  });

  test('on a phone only the most recent 3 day columns show', async ({ page, context }) => {
    await page.setViewportSize(MOBILE);
    await signInAs(context, 'premium');
    await openWithAnswer<CryptoContentResponse>(page, '/cryptos', '/api/crypto-content');
    const btc = page.locator('tr[data-symbol="BTC"]');
    await expect(btc.locator('[data-cell]:visible')).toHaveCount(3);
  });

  test('a free member on a phone sees their newest open days, a one-line note and a scroll hint; the balance chart is drawn for the phone', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(MOBILE);
    await signInAs(context, 'free');
    const body = await openWithAnswer<CryptoContentResponse>(page, '/cryptos', '/api/crypto-content');
    const other = body.rows.find((r) => r.symbol !== 'BTC')!;
    const row = page.locator(`tr[data-symbol="${other.symbol}"]`);
    await expect(row.locator('[data-cell]:visible')).toHaveCount(3);
    await expect(row.locator('[data-cell="locked"]:visible')).toHaveCount(0);
    await expect(page.getByText('Premium adds the latest 10 days, stops and charts.')).toBeVisible();
    await expect(page.getByTestId('scroll-hint')).toBeVisible();
    await expect(page.locator('picture source')).toHaveAttribute('srcset', /layout=narrow/);
    if (process.env.SHOT_DIR)
      await page.screenshot({ path: `${process.env.SHOT_DIR}/cryptos-free-390.png`, fullPage: true });
  });
});

// ---------------------------------------------------------------- futures
test.describe('futures /futures', () => {
  test('anonymous: ES preview only, every other locked cell absent from the answers, banner to /contact', async ({
    page,
  }) => {
    const blotterAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/futures-blotter');
    const body = await openWithAnswer<FuturesResponse>(page, '/futures', '/api/futures');
    const blotter = (await (await blotterAnswer).json()) as BlotterResponse;
    expect(body.isPremium).toBe(false);
    expect(body.lists).toBeNull();
    const all = body.marketSectors.flatMap((s) => s.instruments);
    for (const i of all) {
      if (i.symbol.startsWith('ES')) {
        expect(JSON.stringify(i)).not.toContain('LOCKED');
        continue;
      }
      expect(i.positions.slice(15)).toEqual(Array(15).fill('LOCKED'));
      expect([i.longQty, i.shortQty, i.initPrice, i.ote, i.rewardToRisk, i.daysInTrade, i.power]).toEqual(
        Array(7).fill('LOCKED'),
      );
      expect(typeof i.lastPrice).toBe('number');
      expect(typeof i.netPrice).toBe('number');
    }
    for (const e of blotter.entries) if (!e.symb.startsWith('ES')) expect(e.instruction).toBe('Premium');

    await expect(page.getByRole('heading', { name: 'Limited Preview Access' })).toBeVisible();
    // With online payment on, the banner offers the trial, not 'Contact Support for Access'.
    await expect(
      page.getByTestId('preview-banner').getByRole('button', { name: 'Start Free Trial' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support for Access' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/#pricing', // every 'Upgrade' goes to the plans
    );
    await expect(page.getByText('Updates every minute during 7:00 AM to 3:30 PM CT')).toBeVisible();
    await expect(page.getByRole('button', { name: '30-Day Grid' })).toHaveAttribute('aria-pressed', 'true');

    const locked = all.find((i) => !i.symbol.startsWith('ES'))!;
    const row = page.locator(`tr[data-symbol="${locked.symbol}"]`);
    await expect(row.locator('[data-cell="locked"]')).toHaveCount(15);
    for (const col of ['longQty', 'shortQty', 'initPrice', 'ote', 'rewardToRisk', 'daysInTrade', 'power']) {
      await expect(row.locator(`[data-col="${col}"] [aria-label^="Locked"]`)).toHaveCount(1);
    }
    await expect(row.locator('[data-col="instruction"]')).toHaveText('Premium');
    const es = page.locator('tr[data-symbol="ES"]');
    await expect(es.locator('[data-cell="locked"]')).toHaveCount(0);
    const esInstruction = blotter.entries.find((e) => e.symb === 'ES')?.instruction;
    await expect(es.locator('[data-col="instruction"]')).toHaveText(
      esInstruction || 'Preview access - Live signals available with premium subscription',
    );
    const link = es.getByRole('link', { name: 'ES' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(page.getByTestId('symbol-lists')).toHaveCount(0);
  });

  test('free member on a phone: newest open days, Last and Net, one lock notice instead of a padlock per cell', async ({
    page,
    context,
  }) => {
    await signInAs(context, 'free');
    await page.setViewportSize(MOBILE);
    const body = await openWithAnswer<FuturesResponse>(page, '/futures', '/api/futures');
    const grid = page.getByTestId('futures-grid');
    await expect(grid.locator('tbody tr[data-symbol]').first()).toBeVisible();
    const notice = page.getByTestId('grid-lock-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Long, Short, Init Price, OTE, R:R, Days, Power, Instruction');
    await expect(notice.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/#pricing', // every 'Upgrade' goes to the plans
    );
    // Not one padlock left in the grid a person sees.
    await expect(grid.locator('[role="img"]').filter({ visible: true })).toHaveCount(0);
    await expect(grid.locator('[data-cell="locked"]').filter({ visible: true })).toHaveCount(0);
    const heads = grid.locator('thead th').filter({ visible: true });
    await expect(heads).toHaveText(['Symbol', /\d\d\/\d\d/, /\d\d\/\d\d/, /\d\d\/\d\d/, 'Last', 'Net']);
    // The three days are the newest a free member may read: days 13-15 of 30 (the later ones are locked).
    const shown = body.tradingDates.slice(12, 15).map((d) => `${d.slice(5, 7)}/${d.slice(8, 10)}`);
    await expect(heads.nth(1)).toContainText(shown[0]);
    await expect(heads.nth(3)).toContainText(shown[2]);
    const locked = body.marketSectors.flatMap((s) => s.instruments).find((i) => !i.symbol.startsWith('ES'))!;
    await expect(
      page.locator(`tr[data-symbol="${locked.symbol}"] [data-cell]`).filter({ visible: true }),
    ).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
    if (process.env.SHOT_DIR)
      await page.screenshot({ path: `${process.env.SHOT_DIR}/futures-free-390.png`, fullPage: true });

    // On a wide screen the same member sees every column, each locked value marked where it is.
    await page.setViewportSize(DESKTOP);
    await expect(notice).toBeHidden();
    await expect(
      page.locator(`tr[data-symbol="${locked.symbol}"] [data-col="power"] [aria-label^="Locked"]`),
    ).toBeVisible();
  });

  test('premium member on a phone: the last three days and every column, no lock notice', async ({
    page,
    context,
  }) => {
    await signInAs(context, 'premium');
    await page.setViewportSize(MOBILE);
    const body = await openWithAnswer<FuturesResponse>(page, '/futures', '/api/futures');
    const grid = page.getByTestId('futures-grid');
    await expect(grid.locator('tbody tr[data-symbol]').first()).toBeVisible();
    await expect(page.getByTestId('grid-lock-notice')).toHaveCount(0);
    const heads = grid.locator('thead th').filter({ visible: true });
    await expect(heads).toHaveCount(1 + 3 + 11);
    const last = body.tradingDates[29];
    await expect(heads.nth(3)).toContainText(`${last.slice(5, 7)}/${last.slice(8, 10)}`);
  });

  test('free user: the same preview as a visitor', async ({ page, context }) => {
    await signInAs(context, 'free');
    const body = await openWithAnswer<FuturesResponse>(page, '/futures', '/api/futures');
    expect(body.isPremium).toBe(false);
    await expect(page.getByRole('heading', { name: 'Limited Preview Access' })).toBeVisible();
    const tabsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/futures-tabs');
    await page.getByRole('button', { name: 'Portfolio Views' }).click();
    const tabs = (await (await tabsAnswer).json()) as FuturesTabsResponse;
    for (const r of tabs.ranked.data.filter((x) => !x.symbol.startsWith('ES'))) {
      expect([r.daysInTrade, r.ote, r.rewardToRisk, r.power, r.band]).toEqual(Array(5).fill('LOCKED'));
    }
    await expect(page.getByRole('tab', { name: 'Portfolio View' })).toHaveAttribute('aria-selected', 'true');
  });

  test('premium: no lock anywhere, lists expand, changed rows highlighted, ranked view shows power bands', async ({
    page,
    context,
  }) => {
    await signInAs(context, 'premium');
    const blotterAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/futures-blotter');
    const body = await openWithAnswer<FuturesResponse>(page, '/futures', '/api/futures');
    const blotter = (await (await blotterAnswer).json()) as BlotterResponse;
    expect(body.isPremium).toBe(true);
    expect(JSON.stringify(body)).not.toContain('LOCKED');
    expect(blotter.entries.map((e) => e.instruction)).not.toContain('Premium');
    await expect(page.getByRole('heading', { name: 'Limited Preview Access' })).toHaveCount(0);
    await expect(
      page.getByTestId('futures-grid').locator('[aria-label^="Locked"], [data-cell="locked"]'),
    ).toHaveCount(0);
    await expect(page.getByTestId('counters')).toContainText(String(body.counts.total));

    const all = body.marketSectors.flatMap((s) => s.instruments);
    const changed = all.filter((i) => i.change !== 'none').map((i) => i.symbol);
    await expect(page.locator('tr[data-changed]')).toHaveCount(changed.length);
    for (const i of all.filter((x) => x.change !== 'none').slice(0, 3)) {
      await expect(
        page.locator(`tr[data-symbol="${i.symbol}"] [data-col="change"] [role="img"]`),
      ).toHaveCount(1);
    }

    await page
      .getByTestId('symbol-lists')
      .getByRole('button', { name: /^Short/ })
      .click();
    await expect(page.getByRole('list', { name: 'short symbols' })).toBeVisible();

    const tabsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/futures-tabs');
    await page.getByRole('button', { name: 'Portfolio Views' }).click();
    const tabs = (await (await tabsAnswer).json()) as FuturesTabsResponse;
    expect(JSON.stringify(tabs)).not.toContain('LOCKED');
    await page.getByRole('tab', { name: 'Ranked View' }).click();
    for (const r of tabs.ranked.data) {
      await expect(
        page.locator(
          `[role="tabpanel"][data-state="active"] tr[data-symbol="${r.symbol}"] [data-col="band"]`,
        ),
      ).toHaveText(r.band as string);
    }
    await page.getByRole('tab', { name: 'Age View' }).click();
    await expect(page.getByRole('tabpanel').getByText(tabs.age.title)).toBeVisible();
  });
});

// ---------------------------------------------------------------- traders dashboard
test.describe('traders dashboard /traders-dashboard', () => {
  test('anonymous: redirected to /login', async ({ page }) => {
    await page.goto('/traders-dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('free user: newest video only, archive teaser, locked analytics tiles', async ({ page, context }) => {
    await signInAs(context, 'free');
    const body = await openWithAnswer<TradersDashboardResponse>(
      page,
      '/traders-dashboard',
      '/api/traders-dashboard',
    );
    expect(body.isPremium).toBe(false);
    expect(body.weeklyVideos.length).toBeLessThanOrEqual(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const label of ['Daily', 'Monthly', 'YTD'])
      await expect(page.getByTestId('performance-cards').getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trading Activity' })).toBeVisible();
    if (body.videoCount > 1) {
      await expect(
        page.getByText(`Archive (${body.videoCount - 1} videos) - Premium Required`),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /Show Archive/ })).toHaveCount(0);
    }
    if (body.weeklyVideos[0])
      await expect(page.locator('iframe')).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\//);
    const tiles = page.getByTestId('analytics-tile');
    await expect(tiles).toHaveCount(3);
    for (const name of ['Performance Charts', 'YTD Attribution', 'Duration & Rank'])
      await expect(tiles.getByText(name)).toBeVisible();
    await expect(tiles.getByRole('link', { name: 'Upgrade to View' })).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weekly Thoughts' })).toBeVisible();
    await expect(page.getByText('range is a multiple of the 20-day ATR (N)')).toBeVisible();
    if (body.activeMarkets.length === 0)
      await expect(page.getByText('No Active Markets > 1.2 N')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('premium: the archive opens and plays another video', async ({ page, context }) => {
    await signInAs(context, 'premium');
    const body = await openWithAnswer<TradersDashboardResponse>(
      page,
      '/traders-dashboard',
      '/api/traders-dashboard',
    );
    expect(body.isPremium).toBe(true);
    expect(body.weeklyVideos).toHaveLength(body.videoCount);
    await expect(page.getByText(/Premium Required/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to View' })).toHaveCount(0);
    test.skip(body.videoCount < 2, 'needs at least two active videos');
    await page.getByRole('button', { name: `Show Archive (${body.videoCount - 1} videos)` }).click();
    const second = body.weeklyVideos[1];
    await page
      .getByRole('list', { name: 'Video archive' })
      .getByRole('button', { name: new RegExp(second.title) })
      .click();
    await expect(page.locator('iframe')).toHaveAttribute('title', second.title);
  });
});

// ---------------------------------------------------------------- layout at 1280 and 390 px
const PAGES: Array<{ route: string; user: 'free' | 'premium' | null; api: string }> = [
  { route: '/equities', user: null, api: '/api/equities-content/public' },
  { route: '/equities', user: 'premium', api: '/api/equities-content' },
  { route: '/cryptos', user: 'free', api: '/api/crypto-content' },
  { route: '/cryptos', user: 'premium', api: '/api/crypto-content' },
  { route: '/futures', user: null, api: '/api/futures' },
  { route: '/futures', user: 'premium', api: '/api/futures' },
  { route: '/traders-dashboard', user: 'free', api: '/api/traders-dashboard' },
  { route: '/traders-dashboard', user: 'premium', api: '/api/traders-dashboard' },
];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`layout at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const p of PAGES) {
      test(`${p.route} as ${p.user ?? 'visitor'}: no page overflow, symbol column pinned`, async ({
        page,
        context,
      }) => {
        if (p.user) await signInAs(context, p.user);
        await openWithAnswer(page, p.route, p.api);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(
          page.locator('[data-testid$="-grid"], [data-testid="performance-cards"]').first(),
        ).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
        const grid = page.locator('[data-testid$="-grid"]');
        const shot = process.env.SHOT_DIR
          ? `${process.env.SHOT_DIR}/${p.route.slice(1)}-${p.user ?? 'visitor'}-${viewport.width}`
          : null;
        if ((await grid.count()) > 0) {
          if (shot) await grid.screenshot({ path: `${shot}-grid.png` });
          // Scrolled fully right, the first column is still at the grid's left edge.
          const box = await grid.boundingBox();
          await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
          const cell = await grid.locator('tbody th[scope="row"]').first().boundingBox();
          expect(Math.abs((cell?.x ?? -100) - (box?.x ?? 0))).toBeLessThanOrEqual(2);
        }
        if (shot) await page.screenshot({ path: `${shot}.png`, fullPage: true });
      });
    }

    test('/futures Portfolio Views (ranked) as premium: no page overflow', async ({ page, context }) => {
      await signInAs(context, 'premium');
      await openWithAnswer(page, '/futures', '/api/futures');
      await page.getByRole('button', { name: 'Portfolio Views' }).click();
      await page.getByRole('tab', { name: 'Ranked View' }).click();
      await expect(page.getByRole('tabpanel').locator('tr[data-band]').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
      if (process.env.SHOT_DIR)
        await page.screenshot({
          path: `${process.env.SHOT_DIR}/futures-ranked-premium-${viewport.width}.png`,
          fullPage: true,
        });
    });
  });
}
