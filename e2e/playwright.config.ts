import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from './stack-env';

// Debian's Chromium: Playwright's own browser downloads do not work on these machines.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
  ],
});
