import { watchInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './worker-registration';

/** Where next-pwa builds the worker (interfaces: `/sw.js`) and what it controls. */
const workerUrl = '/sw.js';
const workerScope = '/';

/**
 * What next-pwa's page-side entry did before every page's own scripts (decision 55): a Workbox for
 * the worker, where browsers have service workers and caches. workbox-window now downloads beside
 * the first screen instead of in every first load.
 */
async function createWorkbox(): Promise<void> {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  const { Workbox } = await import('workbox-window');
  window.workbox = new Workbox(new URL(workerUrl, window.location.origin).href, { scope: workerScope });
}

/**
 * The start-up step's work: the service worker and the install offer. Nothing here may stop the
 * portal from mounting (product.md section 8: service-worker problems are only logged).
 */
export function startPwa(): void {
  try {
    watchInstallPrompt();
  } catch (error) {
    console.warn('The install offer could not be watched', error);
  }
  createWorkbox().then(
    () => registerServiceWorker(),
    (error: unknown) => console.warn('Progressive web app features could not start', error),
  );
}
