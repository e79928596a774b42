import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BROWSER_ARGS, E2E_BROWSER_PATH } from './browser';
import { E2E_PORTS } from './stack-env';

// Debian's Chromium headless shell (./browser.ts): Playwright's own browser downloads do not work on these machines.
const launchOptions = { executablePath: E2E_BROWSER_PATH, args: E2E_BROWSER_ARGS };

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Each worker runs on its own stack and database (fixtures.ts) and takes one journey at a time from one queue, so
  // the long ones (the axe rotation, every route) never hold another worker up. One worker per two cores: the
  // journeys are CPU-bound (Chromium, the API, the web tier), and on the 2-core machine two workers made each journey
  // about twice as slow and starved a page into a timeout (docs/testing.md). E2E_WORKERS overrides it.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2)),
  // No retries anywhere: a journey that fails once is a defect to fix in the product, not to hide.
  retries: 0,
  // A `test.only` left in a journey would quietly skip the rest of the suite on CI.
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || '../test-results/playwright.json' }]],
  outputDir: '../test-results/playwright',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.HOST_PORT}`,
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // The accessibility journeys again on a phone (390×844, touch); the other journeys keep their own phone cases.
    {
      name: 'phone',
      testMatch: /a11y-(axe|keyboard)\.spec\.ts/,
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, launchOptions },
    },
    // The money journeys (tag @money: deposits, withdrawals, points, bets, the GGR report) once more on PostgreSQL,
    // the production database, when E2E_DATABASE_URL names a server (`npm test` sets it when TEST_DATABASE_URL is
    // set, as .ci/run does when PostgreSQL answers): that worker's stack runs on a new database there (fixtures.ts).
    ...(process.env.E2E_DATABASE_URL
      ? [{ name: 'postgres', grep: /@money/, use: { ...devices['Desktop Chrome'], launchOptions } }]
      : []),
  ],
});
