/**
 * `node bench/kept-course.mjs` (issue 23, decision 52): keeps the demo course 101 on the phone and
 * prints how long it took and how many bytes it moved, the storage it uses against the sum of its
 * files, and how long each kept material takes to open with the network cut (HTTP cache off, so
 * only the worker answers). Printed, not asserted. Uses the built `out/` (its API port must be
 * `DEMO_API_PORT`, as for the e2e tests) and starts its own demo backends and static server.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';

import { startDemoBackends } from '../demo/backend.mjs';
import { demoStudents } from '../demo/students.mjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { startStaticServer } from '../server/serve.mjs';
import { signIn } from './sign-in.mjs';

const apiPort = Number(process.env.DEMO_API_PORT ?? 4000);
const authPort = Number(process.env.DEMO_AUTH_PORT ?? 4001);
const outDir = fileURLToPath(new URL('../out/', import.meta.url));

const materials = [
  { path: '/CourseDetail/101', what: 'course page', ready: (page) => page.getByTestId('course-progress').waitFor() },
  ...[9002, 9007, 9009, 9012, 9015].map((id) => ({
    path: `/PdfGoster/${id}`,
    what: 'PDF, first page text',
    ready: (page) => page.getByTestId('core__text-layer-0').locator('span').first().waitFor(),
  })),
  ...[9001, 9003, 9006].map((id) => ({
    path: `/VideoGoster/${id}`,
    what: 'video, playing',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^Play, / })
        .first()
        .click();
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    },
  })),
  ...['/ZoomGoster/9005', '/Code4EduGoster/9004'].map((path) => ({
    path,
    what: 'information screen',
    ready: (page) => page.getByTestId('join-needs-connection').waitFor(),
  })),
];

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

async function main() {
  const running = [];
  try {
    running.push(await startDemoBackends({ apiPort, authPort, quiet: true }));
    const site = await startStaticServer({ root: outDir, port: 0, quiet: true });
    running.push(site);
    const browser = await chromium.launch(chromiumLaunchOptions);
    running.push(browser);
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signIn(page, site.url, demoStudents[0]);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const moved = [];
    context.on('requestfinished', (request) => {
      if (!request.url().includes('/media/') && !request.url().includes('/api/')) return;
      // The page's requests the worker answered from the network appear twice: count the worker's.
      moved.push(
        request.sizes().then(
          (size) => size.responseHeadersSize + size.responseBodySize,
          () => 0,
        ),
      );
    });
    const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await page.goto(new URL('/CourseDetail/101', site.url).href);
    await page.getByTestId('course-progress').waitFor({ timeout: 60_000 });
    const usageBefore = await usage();
    await page.getByRole('button', { name: 'Keep this course on the phone' }).click();
    await page.getByTestId('keep-plan-counts').waitFor();
    const started = performance.now();
    moved.length = 0;
    await page.getByRole('dialog').getByRole('button', { name: 'Keep on this phone' }).click();
    await page.getByTestId('keep-status').filter({ hasText: 'On this phone:' }).waitFor({ timeout: 300_000 });
    const keepMs = performance.now() - started;
    const movedBytes = (await Promise.all(moved)).reduce((sum, size) => sum + size, 0);
    const files = await page.evaluate(async () => {
      const cache = await caches.open('offline-videos');
      let bytes = 0;
      const keys = await cache.keys();
      for (const key of keys) bytes += (await (await cache.match(key)).arrayBuffer()).byteLength;
      return { count: keys.length, bytes };
    });
    const usageAfter = await usage();

    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    await context.setOffline(true);
    const opens = [];
    for (const material of materials) {
      const start = performance.now();
      const response = await page.goto(new URL(material.path, site.url).href);
      await material.ready(page);
      opens.push({ ...material, ms: performance.now() - start, worker: response?.fromServiceWorker() ?? false });
    }

    console.log('\nKeeping the demo course 101 (3 of 6 videos fit the download right, 5 PDFs, 5 information screens)');
    console.log(`  time to keep:          ${(keepMs / 1000).toFixed(1)} s`);
    console.log(
      `  bytes moved (wire):    ${mb(movedBytes)} in ${moved.length} requests (API and media, page and worker)`,
    );
    console.log(`  files kept:            ${mb(files.bytes)} in ${files.count} cache entries`);
    console.log(`  storage used (estimate): ${mb(usageAfter - usageBefore)} more than before keeping`);
    console.log('\nOpening each kept material offline (HTTP cache off)');
    for (const open of opens)
      console.log(
        `  ${open.path.padEnd(22)} ${open.what.padEnd(22)} ${open.ms.toFixed(0).padStart(6)} ms  worker: ${open.worker}`,
      );
    console.log(
      `\nLoad average (1, 5, 15 min): ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    for (const part of running.reverse()) await part.close().catch(() => {});
  }
}

await main();
