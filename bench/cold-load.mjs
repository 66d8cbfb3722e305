/**
 * Cold load of the learning content for a signed-in student: a fresh browser context (empty
 * HTTP cache) with the stored session, from navigation start to the frame that first shows the
 * h1 "My courses". The page records the times itself, so Playwright's polling adds nothing.
 */
const title = 'My courses';

function watchForTitle(text) {
  window.__benchTitle = new Promise((resolve) => {
    const afterPaint = (inDom) =>
      requestAnimationFrame(() => {
        // A task queued from rAF runs once that frame's style, layout and paint are done.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ inDom, painted: performance.now() });
        channel.port2.postMessage(null);
      });
    const observer = new MutationObserver(() => {
      const heading = [...document.querySelectorAll('h1')].find(
        (element) => element.textContent.trim() === text && element.getClientRects().length > 0,
      );
      if (!heading) return;
      observer.disconnect();
      afterPaint(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** @returns {Promise<{ inDom: number, painted: number, scripts: number, scriptBytes: number }>} */
export async function measureColdLoad(browser, contextOptions, siteUrl) {
  const context = await browser.newContext(contextOptions);
  try {
    await context.addInitScript(watchForTitle, title);
    const page = await context.newPage();
    const scriptSizes = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scriptSizes.push(response.body().then((body) => body.length, () => 0));
    });
    await page.goto(new URL('/ogrenimIcerigi', siteUrl).href);
    const times = await page.evaluate((limitMs) =>
      Promise.race([
        window.__benchTitle,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the h1 never appeared')), limitMs)),
      ]),
    30_000);
    const sizes = await Promise.all(scriptSizes);
    return { ...times, scripts: sizes.length, scriptBytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}
