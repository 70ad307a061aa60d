import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium; Playwright never downloads a browser here. Its headless shell (apt-get install
// chromium-headless-shell) is the build Playwright itself runs headless tests on: no browser UI to
// draw. On the 2-core machine a page went from load to hydrated in 0.5-1.1 s against 1.0-2.5 s in the
// full browser's headless mode, and each spec took 30-40% less (README, issue 30). The full browser
// stays the fallback.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One spec file at a time: on two cores two Chromiums and the server compete for the CPU (measured:
  // 87 tests in 7.5 min with two workers against 216 in 9 min with one). The specs do not depend on
  // running alone (each makes its own members; the 87 run with E2E_WORKERS=2 all passed).
  workers: Number(process.env.E2E_WORKERS) || 1,
  // No retries: a test that fails once fails the run, and is fixed.
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_RESULTS_FILE ?? 'test-results/e2e-results.json' }]]
    : 'list',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: process.env.E2E_ARTIFACTS_DIR ?? 'test-results/e2e-artifacts',
  // The game spec mostly waits for the server's clock (two games played to their last day at 5x):
  // CI runs it as its own run, with its own server, beside the unit tests (.ci/run). `npx playwright
  // test` runs both projects.
  projects: [
    { name: 'site', testIgnore: '**/trading-game.spec.ts' },
    { name: 'game', testMatch: '**/trading-game.spec.ts' },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its screenshot, the page's ARIA snapshot (error-context.md) and a trace of
    // its actions, network and console. The trace's screencast and DOM snapshots are recorded for every
    // test though only a failed one keeps them: measured over 7 page loads, they doubled Chromium's
    // CPU (7.0-7.6 s -> 13.9-14.7 s; DOM snapshots alone 9.3-10.8 s), and the browser tests are CI's
    // critical path on two cores. E2E_TRACE=full records them again, to chase a failure.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
