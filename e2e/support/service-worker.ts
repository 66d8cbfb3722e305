import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { firstInstallDelayMs } from '../../lib/pwa/worker-registration';

export { goOfflineWithEmptyHttpCache } from './network-cut.mjs';

/**
 * Offline and kept-data claims are proven against the worker, as a phone that evicted its HTTP
 * cache meets them: the browser's HTTP cache is off for the page (and the pages it opens next).
 */
export async function withoutHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** The built site the static server serves (playwright.config.ts). */
export const siteRoot = join(__dirname, '..', '..', 'out');

/**
 * Waits until /sw.js is active and controls the page, so what the page loads next goes through it.
 * A page with no worker yet registers it once it has been open for `firstInstallDelayMs`: the test
 * installs the page's clock before its first page (`page.clock.install()`), and the clock skips
 * that wait instead of the test sitting through it.
 */
export async function waitForServiceWorker(page: Page) {
  const onTestClock = await page.evaluate(() => (Date as unknown as { isFake?: boolean }).isFake === true);
  if (!onTestClock) throw new Error('waitForServiceWorker needs page.clock.install() before the first page');
  await page.clock.fastForward(firstInstallDelayMs);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

export interface SiteResponse {
  /** The path, decoded: one spelling whatever the browser sent (`[id]`, `(student)`). */
  path: string;
  type: string;
  status: number;
  fromServiceWorker: boolean;
}

/**
 * Records, from now on, what the site's own GET requests got: each response (and whether the
 * worker gave it) and each request that got none. HEAD requests are left out: Next's router
 * probes connectivity with them, and they are meant to reach the network.
 */
export function recordSiteTraffic(page: Page) {
  const origin = new URL(page.url()).origin;
  const responses: SiteResponse[] = [];
  const failed: string[] = [];
  const ofSite = (url: string, method: string) => method === 'GET' && new URL(url).origin === origin;
  const pathOf = (url: string) => decodeURIComponent(new URL(url).pathname);
  page.on('response', (response) => {
    const request = response.request();
    if (!ofSite(request.url(), request.method())) return;
    responses.push({
      path: pathOf(request.url()),
      type: request.resourceType(),
      status: response.status(),
      fromServiceWorker: response.fromServiceWorker(),
    });
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // ERR_ABORTED is the page dropping a request itself (a favicon cut short by the next load).
    if (ofSite(request.url(), request.method()) && error !== 'net::ERR_ABORTED')
      failed.push(`${pathOf(request.url())}: ${error}`);
  });
  return {
    failed,
    /** Takes the responses recorded since the last call. */
    take: () => responses.splice(0),
  };
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The precache list InjectManifest wrote into a built sw.js, a minified array literal. */
export function precacheManifest(root = siteRoot): PrecacheEntry[] {
  const worker = readFileSync(join(root, 'sw.js'), 'utf8');
  const start = worker.search(/\[\{['"]?(revision|url)['"]?:/);
  if (start < 0) throw new Error('No precache list in sw.js');
  // Our own build's output: plain literals only.
  return new Function(`return ${worker.slice(start, worker.indexOf('}]', start) + 2)}`)() as PrecacheEntry[];
}
