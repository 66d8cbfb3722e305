import { defineConfig, devices } from '@playwright/test';
import { workerLaunchOptions } from './e2e/support/worker-backends';
import { localPorts } from './lib/config/local-ports.cjs';

const ports = localPorts();
const reuse = !process.env.CI;

export default defineConfig({
  testDir: './e2e',
  // Tests run side by side, each worker against its own demo backends (e2e/support/worker-backends.ts),
  // which every test resets before it starts (e2e/support/fixtures.ts).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry for a test that fails once on a busy machine; Playwright lists it as "flaky" (decision 85).
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${ports.site}`,
    // No trace by default: recording one for every test cost a third of the suite's time
    // (decision 60). `npx playwright test --trace retain-on-failure` keeps one for each failure.
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: workerLaunchOptions,
      },
    },
  ],
  // One static site for every worker: it is the same files, and it keeps no state.
  webServer: {
    command: 'node server/serve.mjs',
    port: ports.site,
    reuseExistingServer: reuse,
    stdout: 'ignore',
  },
});
