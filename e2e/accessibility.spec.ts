import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

// axe-core from npm, evaluated in the page (DevTools evaluation is not bound by the page's CSP).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function axeViolations(page: Page, extraRules: string[] = []): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (extra) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Every WCAG 2.0-2.2 level A and AA rule axe has (among them the two Lighthouse failed in the first
    // speed pass), and any best-practice rule named (heading-order).
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  }, extraRules);
  return violations;
}

const PUBLIC_PAGES = ['/', '/signals', '/quiz', '/register', '/login', '/newsletter', '/contact'];

// Member pages, as a premium and a free member: also heading-order (h1 then h3 skipped h2).
const MEMBER_PAGES = ['/profile', '/settings', '/cryptos'];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`accessibility (axe) at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const path of PUBLIC_PAGES) {
      test(`${path} passes axe's WCAG A and AA rules once loaded`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
    for (const user of ['premium', 'free'] as const) {
      for (const path of MEMBER_PAGES) {
        test(`${path} as ${user}: WCAG A and AA rules and heading order`, async ({ page, context }) => {
          await signInAs(context, user);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[aria-busy="true"], [aria-label^="Loading"]')).toHaveCount(0);
          expect(await axeViolations(page, ['heading-order'])).toEqual([]);
        });
      }
    }
  });
}

test('the landing page paints its hero and navigation without JavaScript (prerendered)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do you have natural trading talent?');
  await expect(page.getByRole('link', { name: 'Take The Quiz' })).toBeVisible();
  for (const path of PUBLIC_PAGES.slice(1)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.close();
});
