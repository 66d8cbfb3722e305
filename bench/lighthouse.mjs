/**
 * Lighthouse (12.8, the last line that runs on Node 20) in its default mobile set-up (Moto G
 * Power screen, simulated slow 4G and 4× CPU) against a Chromium launched here and kept open, so a
 * signed-in session can be put into it before each run: Lighthouse's own storage reset is off,
 * and the bench empties the HTTP cache, the service worker and the site's storage itself, then
 * writes the session's local storage back (from Playwright's storageState).
 */
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { summarize } from './stats.mjs';

export async function startLighthouseChromium() {
  const chrome = await launchChrome({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    logLevel: 'silent',
  });
  return { port: chrome.port, close: async () => chrome.kill() };
}

/** An empty cache, no service worker, and only the given local storage (a session, or nothing) for the site. */
async function resetSite(port, siteUrl, storageState) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    const origin = new URL(siteUrl).origin;
    await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    // A plain file of the site, so the app does not start while the storage is written.
    await page.goto(new URL('/manifest.webmanifest', siteUrl).href);
    const items = storageState?.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), items);
    await devtools.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

const auditValue = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * The element Lighthouse took for LCP (its text, as the report labels it) and the LCP's phases
 * (time to first byte, load delay and time of an image, render delay): what the figure is made of.
 */
function lcpParts(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.nodeLabel ?? null;
  const phases = Object.fromEntries((tables[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]));
  return { lcpElement: element, lcpPhases: phases };
}

async function lighthouseOnce(port, url, storageState) {
  await resetSite(port, url, storageState);
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: auditValue(lhr, 'largest-contentful-paint'),
    tbt: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    ...lcpParts(lhr),
  };
}

/**
 * Median of `runs` Lighthouse runs of `url`: performance and accessibility scores (0–100), LCP,
 * TBT (ms), CLS, each the median on its own. A run Lighthouse itself gives up on (a lost trace,
 * NO_NAVSTART) is tried once more; a route that still cannot be measured reports why.
 */
export async function measureLighthouse(port, url, { runs, storageState }) {
  const results = [];
  const failures = [];
  for (let run = 0; run < runs; run += 1) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        results.push(await lighthouseOnce(port, url, storageState));
        break;
      } catch (error) {
        failures.push(error.message);
      }
    }
  }
  if (results.length === 0) return { runs: 0, error: failures.at(-1) };
  const median = (key) => summarize(results.map((result) => result[key])).median;
  return {
    runs: results.length,
    performance: median('performance'),
    accessibility: median('accessibility'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    // Each run's LCP and the element it was taken at: a run that took another element says so.
    lcpRuns: results.map((result) => ({
      lcp: Math.round(result.lcp),
      element: result.lcpElement,
      phases: result.lcpPhases,
    })),
    ...(failures.length > 0 && { retried: failures }),
  };
}
