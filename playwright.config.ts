import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.mjs';

const sitePort = Number(process.env.PORT ?? 3000);
const reuse = !process.env.CI;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // The demo backends hold one shared state that specs reset: run one spec at a time.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node demo/backend.mjs',
      port: Number(process.env.DEMO_API_PORT ?? 4000),
      reuseExistingServer: reuse,
      stdout: 'ignore',
    },
    {
      command: 'node server/serve.mjs',
      port: sitePort,
      reuseExistingServer: reuse,
      stdout: 'ignore',
    },
  ],
});
