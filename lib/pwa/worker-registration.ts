import { workerMessages } from '@/lib/service-worker/messages';
import { apiCacheName } from '@/lib/service-worker/cache-names';
import { createExternalStore } from './external-store';

/** The part of workbox-window's `Workbox` the portal uses; next-pwa puts one on `window.workbox`. */
export interface WorkboxLike {
  register(): Promise<unknown>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
  addEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: { isUpdate?: boolean; isExternal?: boolean }) => void,
  ): void;
}

declare global {
  interface Window {
    workbox?: WorkboxLike;
  }
}

/**
 * `waiting`: a new version is installed and waits for the student. `activated`: another tab
 * applied it, so this page runs old code under the new worker and needs a reload.
 */
export type UpdateState = 'none' | 'waiting' | 'activated';

export const updateState = createExternalStore<UpdateState>('none');

/**
 * Whether this browser keeps the portal for offline use: `unavailable` without service workers
 * (Firefox's private windows, some managed browsers, a blocked worker) or when registering one
 * fails while online. Until known, the offline controls are offered; once unavailable they go, and
 * the shell says so once (decision 66).
 */
export type OfflineUse = 'unknown' | 'available' | 'unavailable';

export const offlineUse = createExternalStore<OfflineUse>('unknown');

/** A long-open portal (a day of lessons) still hears of new versions; the browser checks only on page loads. */
export const updateCheckIntervalMs = 60 * 60 * 1000;

/**
 * The first install downloads the whole precache (about 2.5 MB). On our students' connections it
 * must not compete with the first page's own data, nor start again on every page of the sign-in
 * round trip: it waits until a page has been open this long. Later visits register at once.
 */
export const firstInstallDelayMs = 3000;

let workbox: WorkboxLike | null = null;
let applying = false;

interface ServiceWorkerHost {
  workbox?: WorkboxLike;
  location: { reload(): void };
  navigator: { serviceWorker?: { controller: unknown }; onLine: boolean };
  addEventListener(type: 'online', listener: () => void): void;
  setInterval(handler: () => void, ms: number): unknown;
  setTimeout(handler: () => void, ms: number): unknown;
}

/**
 * Registers /sw.js (the start-up step). product.md section 8: service-worker problems, such as a missing
 * script or a wrong content type, are only logged; the portal then works online as before, and
 * `offlineUse` says so. A registration that fails offline says nothing: the next visit tries again.
 */
export function registerServiceWorker(host: ServiceWorkerHost = window): void {
  if (workbox) return; // start-up runs twice under React's strict mode in development
  if (!host.workbox) {
    console.info('Service workers are not available here: the portal works online only.');
    offlineUse.set('unavailable');
    return;
  }
  const wb = host.workbox;
  workbox = wb;
  wb.addEventListener('waiting', () => updateState.set('waiting'));
  wb.addEventListener('controlling', (event) => {
    if (applying) host.location.reload();
    // Not an update when the page had no worker yet: the first one claims the pages it finds open.
    else if (event.isUpdate) updateState.set('activated');
  });
  const register = () =>
    wb.register().then(
      () => {
        offlineUse.set('available');
        const check = () =>
          void wb.update().catch((error: unknown) => console.warn('Service worker update check failed', error));
        host.setInterval(check, updateCheckIntervalMs);
        host.addEventListener('online', check);
      },
      (error: unknown) => {
        console.warn('Service worker registration failed', error);
        if (host.navigator.onLine) offlineUse.set('unavailable');
      },
    );
  if (host.navigator.serviceWorker?.controller) void register();
  else host.setTimeout(() => void register(), firstInstallDelayMs);
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function applyUpdate(host: { location: { reload(): void } } = window): void {
  if (updateState.get() === 'activated') {
    host.location.reload();
    return;
  }
  if (!workbox || updateState.get() !== 'waiting') return;
  applying = true;
  workbox.messageSkipWaiting();
}

/**
 * A session's end: the product-API answers kept for offline use are forgotten. The page deletes the
 * cache itself, so it is gone before the page moves on (a message alone is handled whenever the
 * worker runs, and not at all without a controlling worker); the worker is told too, so it keeps no
 * answer that arrives from now on to a read sent before (lib/service-worker/strategies.ts).
 */
export async function forgetStudentData(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: workerMessages.sessionEnded });
  if (typeof caches !== 'undefined') await caches.delete(apiCacheName);
}

/** A sign-in: the worker keeps no answer to a read sent before it, under whatever session was current then. */
export function tellWorkerSessionStarted(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: workerMessages.sessionStarted });
}
