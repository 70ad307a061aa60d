import { test as base, expect } from '@playwright/test';

/**
 * Every page in every browser test fails on a console error or an uncaught exception
 * (epic-stack habit). Extend `test` from here, never from @playwright/test directly.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 401 is how the API says "signed out" (GET /api/auth/user); Chromium logs it as a failed load.
        if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
