/** @jest-environment node */
import { precacheIndex } from './precache-index';
import { routeRequest, type RouteableRequest } from './request-route';

const site = 'http://localhost:3000';
const precached = precacheIndex(
  [
    '/index.html',
    '/404.html',
    '/ogrenimIcerigi.html',
    '/ogrenimIcerigi.txt',
    '/CourseDetail/_.html',
    '/CourseDetail/_.txt',
    '/CourseDetail/_/__next._tree.txt',
    '/CourseDetail/_/_/_.html',
    '/SinaviCoz/_/_.html',
    '/_next/static/chunks/main-app-1.js',
    '/manifest.webmanifest',
  ],
  site,
);

function request(url: string, init: Partial<Omit<RouteableRequest, 'url' | 'headers'>> & { headers?: string[] } = {}) {
  const names = new Set(init.headers ?? []);
  return {
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    url,
    headers: { has: (name: string) => names.has(name) },
  };
}

const route = (url: string, init?: Parameters<typeof request>[1]) => routeRequest(request(url, init), site, precached);

describe('routeRequest', () => {
  it('answers pages from the precache, dynamic ids by their placeholder page', () => {
    expect(route(`${site}/`, { mode: 'navigate' })).toEqual({ kind: 'precached', url: '/index.html' });
    expect(route(`${site}/ogrenimIcerigi`, { mode: 'navigate' })).toEqual({
      kind: 'precached',
      url: '/ogrenimIcerigi.html',
    });
    expect(route(`${site}/CourseDetail/101`, { mode: 'navigate' })).toEqual({
      kind: 'precached',
      url: '/CourseDetail/_.html',
    });
    expect(route(`${site}/CourseDetail/101/1002/5005?x=1`, { mode: 'navigate' })).toEqual({
      kind: 'precached',
      url: '/CourseDetail/_/_/_.html',
    });
    expect(route(`${site}/SinaviCoz/9/31`, { mode: 'navigate' })).toEqual({
      kind: 'precached',
      url: '/SinaviCoz/_/_.html',
    });
  });

  it('answers the payloads of a client navigation the same way', () => {
    expect(route(`${site}/CourseDetail/101.txt?_rsc=abc`)).toEqual({ kind: 'precached', url: '/CourseDetail/_.txt' });
    expect(route(`${site}/CourseDetail/101/__next._tree.txt`)).toEqual({
      kind: 'precached',
      url: '/CourseDetail/_/__next._tree.txt',
    });
  });

  it('answers build assets and site files by themselves', () => {
    expect(route(`${site}/_next/static/chunks/main-app-1.js`)).toEqual({
      kind: 'precached',
      url: '/_next/static/chunks/main-app-1.js',
    });
    expect(route(`${site}/manifest.webmanifest`)).toEqual({ kind: 'precached', url: '/manifest.webmanifest' });
  });

  it('keeps the PDF engine the precache lacks once loaded, and sends unknown pages to their 404', () => {
    expect(route(`${site}/_next/static/chunks/5775.1802146d89939386.js`)).toEqual({ kind: 'pdf-engine' });
    expect(route(`${site}/pdf/pdf.worker-3.11.174.min.js`)).toEqual({ kind: 'pdf-engine' });
    expect(route(`${site}/favicon-unknown.png`)).toEqual({ kind: 'network' });
    expect(route(`${site}/nowhere`, { mode: 'navigate' })).toEqual({ kind: 'missing-page' });
    expect(route(`${site}/SinaviCoz/9`, { mode: 'navigate' })).toEqual({ kind: 'missing-page' });
  });

  it('routes PDFs and captions, on any host, to the kept-course copy first', () => {
    expect(route('http://localhost:4000/media/pdf/unit-1.pdf')).toEqual({ kind: 'kept-file' });
    expect(route('http://localhost:4000/media/captions/lesson-1.en.vtt')).toEqual({ kind: 'kept-file' });
  });

  it('routes downloaded-video files to their cache', () => {
    expect(route(`${site}/offline-videos/9001/360p/segment-01.m4s`)).toEqual({ kind: 'offline-video' });
  });

  it('routes product-API reads by their tenant header, on any host', () => {
    expect(
      route('http://localhost:4000/api/v1/courseenrollments/userEnrollmentsSimple', { headers: ['tenant'] }),
    ).toEqual({
      kind: 'api',
    });
    expect(route(`${site}/api/v1/materials/9001`, { headers: ['tenant', 'authorization'] })).toEqual({ kind: 'api' });
  });

  it('stays out of writes, other hosts, media and malformed paths', () => {
    expect(route('http://localhost:4000/api/v1/topiccompletions/5005', { method: 'PUT', headers: ['tenant'] })).toEqual(
      {
        kind: 'network',
      },
    );
    expect(route(`${site}/CourseDetail/101`, { method: 'POST' })).toEqual({ kind: 'network' });
    expect(route('http://localhost:4000/media/hls/lesson-1/master.m3u8')).toEqual({ kind: 'network' });
    expect(route('http://localhost:4001/login/oauth/authorize?x=1', { mode: 'navigate' })).toEqual({ kind: 'network' });
    expect(route(`${site}/CourseDetail/%E0%A4%A`, { mode: 'navigate' })).toEqual({ kind: 'network' });
  });
});

/**
 * The precache list as the build writes it: webpack's files with `[`/`]` escaped by next-pwa and
 * everything else raw (`(group)`, `@slot`, non-ASCII), Next's page payloads with `!` and `$` raw,
 * and a file escaped by its writer. Workbox stores each entry under `new URL(entry.url).href` and
 * `matchPrecache(url)` looks `new URL(url).href` up (workbox-precaching's createCacheKey and
 * getCacheKeyForURL): this stand-in does the same.
 */
describe('every spelling of a precached file reaches its precache entry', () => {
  const entries = {
    dynamicChunk: '/_next/static/chunks/app/(student)/CourseDetail/%5Bid%5D/page-1de75aeb.js',
    deepChunk: '/_next/static/chunks/app/(student)/SinavOzeti/%5Bcozulensinavid%5D/%5BdoBack%5D/page-474276a1.js',
    slotChunk: '/_next/static/chunks/app/@modal/(.)yardim/page-3054de7f.js',
    nonAsciiChunk: '/_next/static/chunks/app/(student)/Öğrenci/page-52b5dfc4.js',
    escapedNonAscii: '/icons/%C4%B0kon.png',
    segmentPayload: '/CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt',
    examPayload: '/SinaviCoz/_/_/__next.!KGV4YW0p.SinaviCoz.$d$sinavid.$d$enrollid.__PAGE__.txt',
  };
  const manifest = [...Object.values(entries), '/CourseDetail/_.html', '/index.html', '/404.html'];
  const workboxKey = (url: string) => new URL(url, site).href;
  const stored = new Set(manifest.map(workboxKey));
  const answeredBy = (url: string) => {
    const routed = routeRequest(request(url), site, precacheIndex(manifest, site));
    return routed.kind === 'precached' && stored.has(workboxKey(routed.url)) ? routed.url : routed;
  };

  it('answers a chunk of a dynamic route whether its brackets come escaped, in either case, or raw', () => {
    // What Chromium requests for the script tag and webpack's chunk loader.
    expect(answeredBy(`${site}/_next/static/chunks/app/(student)/CourseDetail/%5Bid%5D/page-1de75aeb.js`)).toBe(
      entries.dynamicChunk,
    );
    expect(answeredBy(`${site}/_next/static/chunks/app/(student)/CourseDetail/%5bid%5d/page-1de75aeb.js`)).toBe(
      entries.dynamicChunk,
    );
    expect(answeredBy(`${site}/_next/static/chunks/app/(student)/CourseDetail/[id]/page-1de75aeb.js`)).toBe(
      entries.dynamicChunk,
    );
    expect(
      answeredBy(`${site}/_next/static/chunks/app/(student)/SinavOzeti/%5Bcozulensinavid%5D/[doBack]/page-474276a1.js`),
    ).toBe(entries.deepChunk);
  });

  it('answers route groups and slots with their parentheses and @ raw or escaped', () => {
    expect(answeredBy(`${site}/_next/static/chunks/app/%28student%29/CourseDetail/%5Bid%5D/page-1de75aeb.js`)).toBe(
      entries.dynamicChunk,
    );
    expect(answeredBy(`${site}/_next/static/chunks/app/%40modal/%28.%29yardim/page-3054de7f.js`)).toBe(
      entries.slotChunk,
    );
    expect(answeredBy(`${site}/_next/static/chunks/app/@modal/(.)yardim/page-3054de7f.js`)).toBe(entries.slotChunk);
  });

  it('answers non-ASCII names escaped in either case, whichever spelling the list has', () => {
    expect(answeredBy(`${site}/_next/static/chunks/app/(student)/%C3%96%C4%9Frenci/page-52b5dfc4.js`)).toBe(
      entries.nonAsciiChunk,
    );
    expect(answeredBy(`${site}/_next/static/chunks/app/(student)/%c3%96%c4%9frenci/page-52b5dfc4.js`)).toBe(
      entries.nonAsciiChunk,
    );
    expect(answeredBy(`${site}/icons/%C4%B0kon.png`)).toBe(entries.escapedNonAscii);
    expect(answeredBy(`${site}/icons/İkon.png`)).toBe(entries.escapedNonAscii);
  });

  it('answers page payloads with ! and $ raw or escaped, at a placeholder or a real id', () => {
    expect(answeredBy(`${site}/CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt`)).toBe(
      entries.segmentPayload,
    );
    expect(answeredBy(`${site}/CourseDetail/202/__next.%21KHN0dWRlbnQp.CourseDetail.%24d%24id.__PAGE__.txt`)).toBe(
      entries.segmentPayload,
    );
    expect(
      answeredBy(
        `${site}/SinaviCoz/9033/202/__next.!KGV4YW0p.SinaviCoz.%24d%24sinavid.%24d%24enrollid.__PAGE__.txt?_rsc=1`,
      ),
    ).toBe(entries.examPayload);
  });
});
