/**
 * The service worker, served at /sw.js. next-pwa compiles it with Workbox's InjectManifest, which
 * puts the precache list in place of `self.__WB_MANIFEST`. Which request gets which answer is
 * decided by the unit-tested modules beside it; this file only wires the worker's events.
 */
import { cacheNames } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { apiCacheName, obsoleteCaches } from './cache-names';
import { messageType, workerMessages } from './messages';
import { precacheIndex } from './precache-index';
import { routeRequest } from './request-route';
import {
  keptFile,
  missingPage,
  networkFirstApi,
  offlineVideoFile,
  pdfEngineFile,
  precached,
  type WorkerContext,
} from './strategies';

// The project type-checks against the DOM library; these are the few worker types used here.
interface WorkerExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WorkerExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

declare const self: WorkerScope;

const manifest = self.__WB_MANIFEST;
precache(manifest);
cleanupOutdatedCaches();

const precacheFiles = precacheIndex(
  manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)),
  self.location.origin,
);

/** Session ends and starts heard since this worker started (see networkFirstApi). */
let sessionChanges = 0;

self.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, self.location.origin, precacheFiles);
  if (route.kind === 'network') return;
  const context: WorkerContext = {
    caches,
    fetch: (request) => fetch(request),
    matchPrecache: (path) => matchPrecache(path),
    waitUntil: (work) => event.waitUntil(work),
    sessionChanges: () => sessionChanges,
  };
  const { request } = event;
  switch (route.kind) {
    case 'precached':
      event.respondWith(precached(request, route.url, context));
      break;
    case 'missing-page':
      event.respondWith(missingPage(request, context));
      break;
    case 'api':
      event.respondWith(networkFirstApi(request, context));
      break;
    case 'offline-video':
      event.respondWith(offlineVideoFile(request, context));
      break;
    case 'kept-file':
      event.respondWith(keptFile(request, context));
      break;
    case 'pdf-engine':
      event.respondWith(pdfEngineFile(request, context));
      break;
  }
});

// The first version takes over open pages at once, so what they load next is kept; a later version
// waits until the student applies it (see lib/pwa/worker-registration.ts).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const unused = obsoleteCaches(await caches.keys(), [cacheNames.precache, apiCacheName]);
      await Promise.all(unused.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = messageType(event.data);
  if (type === workerMessages.skipWaiting) event.waitUntil(self.skipWaiting());
  if (type === workerMessages.sessionEnded) {
    sessionChanges += 1;
    event.waitUntil(caches.delete(apiCacheName));
  }
  if (type === workerMessages.sessionStarted) sessionChanges += 1;
});
