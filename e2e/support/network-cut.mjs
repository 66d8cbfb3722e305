/**
 * Cuts the network as a phone that evicted its HTTP cache meets it: the browser's HTTP cache is
 * emptied and from here on bypassed (Playwright turns it off while `context.route` intercepts), so
 * whatever still opens was answered by the service worker, never by the browser's cache. The e2e
 * tests and the kept-course bench share it (plain JavaScript, so the bench's Node runs it too).
 * The DevTools session is detached at once: while a second session holds the page's network
 * domain, each new document reports `navigator.onLine === true` despite `setOffline(true)`.
 * @param {import('@playwright/test').Page} page
 */
export async function goOfflineWithEmptyHttpCache(page) {
  const context = page.context();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  await context.route('**/*', (route) => route.continue());
  await context.setOffline(true);
}
