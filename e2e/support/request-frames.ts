import type { Page } from '@playwright/test';

interface Seen {
  drawnFrame?: number;
  asked: [string, number][];
}

/** Notes the frame in which `selector` first matched, and the frame each API request went out in. */
function observeRequestFrames(selector: string) {
  const seen: Seen = { asked: [] };
  (window as unknown as { __requestFrames: Seen }).__requestFrames = seen;
  const frameNow = () => Number(document.timeline.currentTime ?? -1);
  const watch = (time: number) => {
    if (seen.drawnFrame === undefined && document.querySelector(selector)) seen.drawnFrame = time;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    seen.asked.push([String(input instanceof Request ? input.url : input), frameNow()]);
    return send(input, init);
  };
}

/** From the next document on: when the screen content `selector` is first drawn, and when each request was made. */
export const recordRequestFrames = (page: Page, selector: string) => page.addInitScript(observeRequestFrames, selector);

/** The requests whose path matches `paths`, each with its frame, and the frame the content was first drawn in. */
export async function requestFrames(page: Page, paths: RegExp) {
  const { drawnFrame, asked } = await page.evaluate(
    () => (window as unknown as { __requestFrames: Seen }).__requestFrames,
  );
  return {
    drawnFrame,
    requests: asked
      .map(([url, frame]) => ({ path: new URL(url).pathname, frame }))
      .filter(({ path }) => paths.test(path + '/')),
  };
}
