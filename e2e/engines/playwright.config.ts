import { defineConfig } from '@playwright/test';

/**
 * The core journeys in Firefox and WebKit (README.md beside this file). Playwright Test is only the
 * runner here: puppeteer-core and Selenium's client drive the browsers (engine-page.ts). One worker,
 * one engine after the other, against one pair of demo backends on the ports built into the site.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'core-journeys.ts',
  workers: 1,
  // One retry for a test that fails once on a busy machine; Playwright lists it as "flaky" (decision 85).
  retries: 1,
  forbidOnly: true,
  // A journey step plays videos, draws a PDF or takes an exam, in browsers slower than Chromium.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [{ name: 'firefox' }, { name: 'webkit' }],
});
