import { offlineVideoCacheName } from '@/lib/config/ui';
import { apiCacheKey } from './api-cache-key';
import { partialResponse } from './byte-range';
import { apiCacheName, pdfEngineCacheName } from './cache-names';

/** What the strategies need from the worker, passed in so they run in tests too. */
export interface WorkerContext {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  matchPrecache: (path: string) => Promise<Response | undefined>;
  /** Keeps the worker alive for work that goes on after the answer (event.waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
  /** How many sessions have ended or started since this worker started (pages tell it). */
  sessionChanges: () => number;
}

/**
 * Cache first from the precache entry at `url` (the precache list's spelling); the network only if
 * the entry is gone (storage pressure).
 */
export async function precached(request: Request, url: string, context: WorkerContext): Promise<Response> {
  return (await context.matchPrecache(url)) ?? context.fetch(request);
}

/** The network's answer, or offline the precached 404 page with its status. */
export async function missingPage(request: Request, context: WorkerContext): Promise<Response> {
  try {
    return await context.fetch(request);
  } catch (error) {
    const page = await context.matchPrecache('/404.html');
    if (!page) throw error;
    return new Response(page.body, { status: 404, headers: page.headers });
  }
}

/**
 * Network first; a successful answer is kept for the same student, and served when the network
 * cannot be reached at all. Error statuses go through untouched: a 500 stays a 500. The page's
 * rule for what it keeps, as the worker sees sessions: an answer is kept only if the session it
 * was read under is still the current one when it lands, i.e. no session ended or started since
 * it was sent. Otherwise it arrives after the session's answers were forgotten, and would leave
 * the student's data behind for the next one (decision 22).
 */
export async function networkFirstApi(request: Request, context: WorkerContext): Promise<Response> {
  const key = apiCacheKey(request.url, request.headers.get('authorization'));
  const changesBefore = context.sessionChanges();
  try {
    const response = await context.fetch(request);
    const sameSession = () => context.sessionChanges() === changesBefore;
    if (response.ok && sameSession()) {
      const copy = response.clone();
      // Asked again once the cache is open: a session end in between would otherwise find its
      // cache deleted and this answer put into a new one.
      context.waitUntil(
        Promise.all([context.caches.open(apiCacheName), key]).then(([cache, url]) =>
          sameSession() ? cache.put(url, copy) : undefined,
        ),
      );
    }
    return response;
  } catch (error) {
    const cached = await (await context.caches.open(apiCacheName)).match(await key);
    if (!cached) throw error;
    return cached;
  }
}

/** A downloaded video's file, with the byte ranges a video element asks for. */
export async function offlineVideoFile(request: Request, context: WorkerContext): Promise<Response> {
  const cache = await context.caches.open(offlineVideoCacheName);
  const url = new URL(request.url);
  url.search = '';
  const stored = await cache.match(url.toString());
  if (!stored)
    return new Response('This video is not downloaded.', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const range = request.headers.get('range');
  return range === null ? stored : partialResponse(range, stored);
}

/** A kept course's PDF or caption file (stored under its own URL), else the network (decision 52). */
export async function keptFile(request: Request, context: WorkerContext): Promise<Response> {
  const stored = await (await context.caches.open(offlineVideoCacheName)).match(request.url);
  if (!stored) return context.fetch(request);
  const range = request.headers.get('range');
  return range === null ? stored : partialResponse(range, stored);
}

/**
 * The PDF engine's files: from the cache once loaded, so a kept course's PDFs open offline (their
 * names carry a content hash or version: a kept copy is never stale).
 */
export async function pdfEngineFile(request: Request, context: WorkerContext): Promise<Response> {
  const cache = await context.caches.open(pdfEngineCacheName);
  const stored = await cache.match(request.url);
  if (stored) return stored;
  const response = await context.fetch(request);
  if (response.ok) {
    const copy = response.clone();
    context.waitUntil(cache.put(request.url, copy));
  }
  return response;
}
