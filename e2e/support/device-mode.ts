import type { BrowserContext } from '@playwright/test';

/**
 * A student's own device: "This is a shared computer" off, so a session is restored for 7 days and
 * has no idle time, whatever the test does with the clock or the browser. Most journeys are about
 * something else; the shared computer's own journey (shared-computer.spec.ts) keeps the default,
 * which is on in a desktop browser like the tests'. A choice already made is left as it is.
 */
export async function onPersonalDevice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem('shared_computer') === null)
        localStorage.setItem('shared_computer', JSON.stringify({ value: false, savedAt: Date.now() }));
    } catch {
      // A document without storage of its own (about:blank): nothing to choose there.
    }
  });
}
