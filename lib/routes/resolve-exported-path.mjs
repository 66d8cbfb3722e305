/**
 * Maps a request path to a file of the static export in `out/`.
 *
 * A static export builds each dynamic route once, with the placeholder id `_`
 * (`CourseDetail/_.html`, `CourseDetail/_.txt`, `CourseDetail/_/__next.*.txt`); the page reads
 * the real id from the address at run time. So a path that names no file is answered with the
 * placeholder's file at the same depth. The walk is generic (no route table): a new dynamic
 * route needs no change here, and a depth the export has no placeholder for stays a 404.
 */

const PLACEHOLDER = '_';

const NOT_FOUND = Object.freeze({ file: '404.html', status: 404 });
const BAD_REQUEST = Object.freeze({ status: 400 });

/**
 * @param {string} pathname the raw (still percent-encoded) path of the request, without query
 * @param {(relativePath: string) => 'file' | 'dir' | null} exists looks a path up below the site root
 * @returns {{ file: string, status: 200 | 404 } | { status: 400 }}
 */
export function resolveRequestPath(pathname, exists) {
  const segments = pathSegments(pathname);
  if (segments === null) return BAD_REQUEST;
  if (segments.length === 0) return found('index.html', exists);

  let dir = '';
  for (const segment of segments.slice(0, -1)) {
    const next = [childPath(dir, segment), join(dir, PLACEHOLDER)].find(
      (candidate) => candidate !== null && exists(candidate) === 'dir',
    );
    if (next === undefined) return NOT_FOUND;
    dir = next;
  }

  const last = segments[segments.length - 1];
  const own = childPath(dir, last);
  const candidates = own === null ? [] : [own, `${own}.html`, join(own, 'index.html')];
  // A payload request for a page appends `.txt` to the page's own path, so the placeholder's
  // payload answers it; anything else is a page load and gets the placeholder's HTML.
  candidates.push(join(dir, last.endsWith('.txt') ? `${PLACEHOLDER}.txt` : `${PLACEHOLDER}.html`));

  const file = candidates.find((candidate) => exists(candidate) === 'file');
  return file === undefined ? NOT_FOUND : { file, status: 200 };
}

/**
 * The one spelling of a path that lookups compare: its segments, each percent-decoded on its own.
 * A browser may send `[id]` as `%5Bid%5D`, `(student)` as `%28student%29`, `@` as `%40`, non-ASCII
 * as UTF-8 escapes in either case of hex, while a build tool may write the same file name raw or
 * escaped; decoded, they are the file's own name. The service worker's precache index names its
 * entries with this function too, so a request and a precached file meet in the same spelling.
 * An encoded `/` inside one segment (the guest redirect page carries a whole URL as its id) must
 * not split it. Returns null for a path that is malformed or tries to climb out of the site root.
 *
 * @param {string} pathname a raw (still percent-encoded) path, without query
 * @returns {string[] | null}
 */
export function pathSegments(pathname) {
  const segments = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue; // leading, trailing and doubled slashes
    let decoded;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('\0')) return null;
    segments.push(decoded);
  }
  return segments;
}

/**
 * A segment holding a path separator can never name an entry of the export (and must never reach
 * the file system as one): such a segment is an id, answered by the placeholder.
 */
function childPath(dir, segment) {
  return segment.includes('/') || segment.includes('\\') ? null : join(dir, segment);
}

function join(dir, name) {
  return dir === '' ? name : `${dir}/${name}`;
}

function found(file, exists) {
  return exists(file) === 'file' ? { file, status: 200 } : NOT_FOUND;
}

const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  // Next's router accepts a static export's flight payloads only when they come as text/plain.
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  map: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
};

/** @param {string} file a path relative to the site root */
export function contentTypeFor(file) {
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : 'application/octet-stream';
}

/** @param {string} file a path relative to the site root */
export function cacheControlFor(file) {
  // Build assets carry a content hash in their path: a new build never reuses a name.
  if (file.startsWith('_next/static/')) return 'public, max-age=31536000, immutable';
  // Pages, payloads and the service worker name the current build's assets: always revalidate,
  // or a browser keeps running an old build (a long-cached sw.js would pin it for good).
  if (file === 'sw.js' || file.endsWith('.html') || file.endsWith('.txt')) return 'no-cache';
  return 'public, max-age=3600';
}
