import { watchInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './worker-registration';

/**
 * The start-up step's work: the service worker and the install offer. Nothing here may stop the
 * portal from mounting (product.md section 8: service-worker problems are only logged).
 */
export function startPwa(): void {
  try {
    registerServiceWorker();
    watchInstallPrompt();
  } catch (error) {
    console.warn('Progressive web app features could not start', error);
  }
}
