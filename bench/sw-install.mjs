/**
 * Bytes the first service-worker install moves: a new browser context (no cache, no worker)
 * opens `/`, the start-up step registers /sw.js (`register`: the page registers it), and every request the worker itself makes until
 * it is active (its precache) is summed as sent on the wire: headers plus the encoded body, so a
 * server that compresses shows it.
 */
export async function measureServiceWorkerInstall(browser, contextOptions, siteUrl, { register = false } = {}) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'allow' });
  const sizes = [];
  context.on('requestfinished', (request) => {
    if (request.serviceWorker())
      sizes.push(
        request.sizes().then(
          (size) => size.responseHeadersSize + size.responseBodySize,
          () => 0,
        ),
      );
  });
  try {
    const page = await context.newPage();
    await page.goto(siteUrl);
    // The floor's next-pwa does not register itself (as in the portal, where a start-up step does).
    if (register) await page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => undefined));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { requests: sizes.length, bytes };
  } finally {
    await context.close();
  }
}
