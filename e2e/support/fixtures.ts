import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Every page in every browser test fails on a console error or an uncaught exception
 * (epic-stack habit). Extend `test` from here, never from @playwright/test directly.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Public pages arrive prerendered: page.goto waits until React has hydrated them, as a person
  // would wait for a page to respond, so a click never lands on HTML that is not yet live.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (await page.locator('#root').count()) {
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
      }
      return response;
    };
    // The browser reports a Content-Security-Policy violation only as an event, not on the console
    // (Zod's probe for eval was one on every page): logged as an error here, it fails the test below.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      ),
    );
    // Sections below the first screen use content-visibility: auto (the browser lays them out as a
    // person scrolls near them); a full-page capture does not scroll, so it draws them as a person
    // scrolling through would see them.
    const screenshot = page.screenshot.bind(page);
    page.screenshot = (options) =>
      screenshot(options?.fullPage ? { ...options, style: `${options.style ?? ''}${RENDER_ALL}` } : options);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A 401 is how some premium APIs say "sign in" (spec 01 §7); Chromium logs it as a failed load. The
        // current-user probe answers 200 null when signed out, so a 401 from it is always an error.
        const signedOutProbe = /\/api\/auth\/user/.test(msg.location().url);
        if (/status of 401/.test(msg.text()) && !signedOutProbe) return;
        // An unknown page is served with HTTP 404 (docs/features/hardening.md); Chromium logs that for the document itself.
        if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
        errors.push(`${msg.text()} ${msg.location().url}`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const RENDER_ALL = '* { content-visibility: visible !important; }';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Gives this test (and each of its retries) a client address of its own: the e2e server trusts
 * X-Forwarded-For, and registrations are limited to five an hour per address, so tests that register
 * must not draw on one shared budget (a retry elsewhere would use up another test's share).
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const info = test.info();
  const h = [...`${info.testId}#${info.retry}`].reduce((acc, c) => (acc * 31 + c.charCodeAt(0)) >>> 0, 7);
  // 198.18.0.0/15 is set aside for benchmarks and tests (RFC 2544).
  const address = `198.${18 + (h & 1)}.${(h >>> 8) & 255}.${1 + ((h >>> 16) % 254)}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}
