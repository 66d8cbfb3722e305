import { existsSync } from 'node:fs';

/**
 * How the end-to-end tests and the benchmark launch Chromium: the same flags and the same lookup.
 * Playwright's own browser download does not work here: use the system Chromium (docs/interfaces.md).
 * CI points `CHROMIUM_PATH` at Debian's headless shell of the same Chromium for the tests
 * (decision 57); the benchmark's figures are taken with the full browser.
 * The flags keep a headless Chromium from reaching out to the closed network at start-up.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
