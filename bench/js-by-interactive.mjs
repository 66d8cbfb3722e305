/**
 * JavaScript a page has downloaded by the time it is interactive and quiet (network idle), each
 * script gzipped as a static host would send it: the figure the bench sets against the floor for
 * the video screen before the student presses play.
 *
 * As a command, against the site already built in out/ and the ports of the shell
 * (PORT, DEMO_API_PORT, DEMO_AUTH_PORT: the build's NEXT_PUBLIC_* must point at them):
 *   node bench/js-by-interactive.mjs /VideoGoster/9001 /misafirGirisi/9001
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';

import { kb } from './stats.mjs';

/**
 * The PDF screen opens its document as it mounts; the code that opens it (the viewer and pdf.js,
 * one lazy chunk each, both holding pdf.js's worker settings) is what may come after it.
 */
const pdfEngine = /\bGlobalWorkerOptions\b/;

/**
 * `gzip` counts every script; `gzipBeforePdf` only those that arrived before the first chunk of the
 * PDF engine (all of them on a screen without one).
 * @returns {Promise<{ scripts: { url: string, gzip: number }[], gzip: number, gzipBeforePdf: number, raw: number }>}
 */
export async function measureJsByInteractive(context, url) {
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: Buffer.alloc(0) }),
      ),
    );
  });
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  await page.close();
  const sized = scripts.map(({ url, body }) => ({
    url,
    raw: body.length,
    gzip: gzipSync(body).length,
    pdfEngine: pdfEngine.test(body.toString('latin1')),
  }));
  const firstEngineScript = sized.findIndex((script) => script.pdfEngine);
  const beforePdf = firstEngineScript === -1 ? sized : sized.slice(0, firstEngineScript);
  return {
    scripts: sized,
    gzip: sized.reduce((sum, script) => sum + script.gzip, 0),
    gzipBeforePdf: beforePdf.reduce((sum, script) => sum + script.gzip, 0),
    raw: sized.reduce((sum, script) => sum + script.raw, 0),
  };
}

async function main(paths) {
  const { startDemoBackends } = await import('../demo/backend.mjs');
  const { demoStudents } = await import('../demo/students.mjs');
  const { chromiumLaunchOptions } = await import('../e2e/support/chromium.mjs');
  const { startStaticServer } = await import('../server/serve.mjs');
  const { signIn } = await import('./sign-in.mjs');
  const { localPorts } = await import('../lib/config/local-ports.cjs');
  const ports = localPorts();

  const backends = await startDemoBackends({
    apiPort: ports.api,
    authPort: ports.auth,
    quiet: true,
  });
  const site = await startStaticServer({
    root: fileURLToPath(new URL('../out/', import.meta.url)),
    port: ports.site,
    quiet: true,
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], locale: 'en-US' });
    await signIn(await context.newPage(), site.url, demoStudents[0]);
    const storageState = await context.storageState();
    await context.close();
    for (const path of paths) {
      // A fresh context each time: an empty HTTP cache, no service worker yet.
      const fresh = await browser.newContext({
        ...devices['Desktop Chrome'],
        locale: 'en-US',
        storageState,
        serviceWorkers: 'block',
      });
      const result = await measureJsByInteractive(fresh, new URL(path, site.url).href);
      await fresh.close();
      if (process.env.BENCH_VERBOSE)
        for (const script of result.scripts)
          console.log(`    ${kb(script.gzip).padStart(9)}  ${new URL(script.url).pathname}`);
      console.log(
        `${path.padEnd(28)} ${String(result.scripts.length).padStart(2)} scripts  ${kb(result.gzip).padStart(9)} gzip  (${kb(result.raw)} raw)  before the PDF opens ${kb(result.gzipBeforePdf)}`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
    await backends.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
