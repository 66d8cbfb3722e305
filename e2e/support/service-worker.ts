import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The built site the static server serves (playwright.config.ts). */
export const siteRoot = join(__dirname, '..', '..', 'out');

/** Waits until /sw.js is active and controls the page, so what the page loads next goes through it. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

export interface PrecacheEntry {
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
