import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.mjs';
import { localPorts } from './lib/config/local-ports.mjs';

const ports = localPorts();
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
    baseURL: `http://localhost:${ports.site}`,
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
      port: ports.api,
      reuseExistingServer: reuse,
      stdout: 'ignore',
    },
    {
      command: 'node server/serve.mjs',
      port: ports.site,
      reuseExistingServer: reuse,
      stdout: 'ignore',
    },
  ],
});
