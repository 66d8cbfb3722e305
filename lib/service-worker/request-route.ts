import { resolveRequestPath } from '@/lib/routes/resolve-exported-path.mjs';
import { isOfflineVideoPath } from '@/lib/offline/offline-video-paths';
import type { PrecacheIndex } from './precache-index';

/** How the service worker answers one request. */
type RequestRoute =
  /** Not the worker's business: the browser goes to the network as if there were no worker. */
  | { kind: 'network' }
  /** A page, payload or asset of this build: the precache's entry at `url` (its list's own spelling). */
  | { kind: 'precached'; url: string }
  /** A product-API read: network first, the last answer for the same student when offline. */
  | { kind: 'api' }
  /** A piece of a downloaded video, only ever from the `offline-videos` cache. */
  | { kind: 'offline-video' }
  /** A page the export does not have: the network's 404, offline the precached one. */
  | { kind: 'missing-page' }
  /** A PDF or a caption file: from a kept course's copy if there is one, else the network (decision 52). */
  | { kind: 'kept-file' }
  /** The PDF engine's code, left out of the precache: kept once loaded, for kept courses' PDFs (decision 52). */
  | { kind: 'pdf-engine' };

/** Files a kept course stores under their own URL, wherever they are served from. */
const keptFileExtension = /\.(pdf|vtt)$/i;
/** Build output (content-hashed names) and pdf.js's worker (versioned name): a kept copy never goes stale. */
const pdfEnginePath = /^\/(_next\/static\/|pdf\/)/;

export interface RouteableRequest {
  method: string;
  url: string;
  mode: RequestMode;
  headers: { has(name: string): boolean };
}

/**
 * Product-API calls carry the `tenant` header (docs/api.md); media and the identity provider's
 * calls never do. This holds for any API host, so the worker needs no build-time API URL.
 */
function isProductApiRead(request: RouteableRequest, url: URL): boolean {
  return request.headers.has('tenant') && url.pathname.includes('/api/');
}

/**
 * Routes a request the way `lib/routes/resolve-exported-path.mjs` maps paths to files, with the precache
 * standing in for `out/`: `/CourseDetail/123` is answered by the precached `CourseDetail/_.html`,
 * `/CourseDetail/123.txt` by `CourseDetail/_.txt`, an existing file always by itself, whichever
 * way the request spells it (`%5Bid%5D` or `[id]`, `%28student%29` or `(student)`).
 */
export function routeRequest(request: RouteableRequest, siteOrigin: string, precache: PrecacheIndex): RequestRoute {
  if (request.method !== 'GET') return { kind: 'network' };
  const url = new URL(request.url);
  if (isProductApiRead(request, url)) return { kind: 'api' };
  if (keptFileExtension.test(url.pathname)) return { kind: 'kept-file' };
  if (url.origin !== siteOrigin) return { kind: 'network' };
  if (isOfflineVideoPath(url.pathname)) return { kind: 'offline-video' };

  const resolved = resolveRequestPath(url.pathname, precache.entryType);
  if (resolved.status === 400) return { kind: 'network' };
  const precachedUrl = resolved.status === 200 ? precache.urlOf(resolved.file) : undefined;
  if (precachedUrl !== undefined) return { kind: 'precached', url: precachedUrl };
  if (request.mode === 'navigate') return { kind: 'missing-page' };
  // What the precache leaves out on purpose: the PDF engine, kept once it was loaded.
  return pdfEnginePath.test(url.pathname) ? { kind: 'pdf-engine' } : { kind: 'network' };
}
