/**
 * The files `next build` exports for each page of the app router, worked out from `app/` before
 * the export exists: the service worker's precache list is fixed while webpack compiles, and the
 * pages are written only afterwards. `e2e/pwa.spec.ts` compares the result with a real `out/`,
 * so a change in Next's file naming fails a test instead of a student's offline visit.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const PAGE_FILE = /^page\.(tsx|ts|jsx|js)$/;

/** `placeholderId` of lib/routes/static-params.ts: every dynamic page is exported once with it. */
const PLACEHOLDER = '_';

/** Route segments of a page file, e.g. `(student)/CourseDetail/[id]/page.tsx` → `['(student)', 'CourseDetail', '[id]']`. */
export function pageSegments(relativePageFile) {
  const parts = relativePageFile.split(/[\\/]/);
  if (!PAGE_FILE.test(parts.at(-1) ?? '')) throw new Error(`Not a page file: ${relativePageFile}`);
  return parts.slice(0, -1);
}

const isGroup = (segment) => segment.startsWith('(') && segment.endsWith(')');
const dynamicName = (segment) => /^\[([^.[\]]+)\]$/.exec(segment)?.[1];

/**
 * Paths, relative to the export root, of the HTML page and its flight payloads (the full payload
 * `<page>.txt` and the per-segment files Next's client router prefetches), with every dynamic
 * segment at its placeholder id.
 */
export function exportedPageFiles(segments) {
  const urlSegments = [];
  const payloadNames = [];
  for (const segment of segments) {
    if (isGroup(segment)) {
      payloadNames.push(`!${Buffer.from(segment).toString('base64url')}`);
      continue;
    }
    const name = dynamicName(segment);
    if (name !== undefined) {
      urlSegments.push(PLACEHOLDER);
      payloadNames.push(`$d$${name}`);
    } else if (/^[\w-]+$/.test(segment)) {
      urlSegments.push(segment);
      payloadNames.push(segment);
    } else {
      // Catch-all and parallel segments are exported under other names: teach this function first.
      throw new Error(`Unsupported route segment "${segment}" in ${segments.join('/')}`);
    }
  }
  const page = urlSegments.length === 0 ? 'index' : urlSegments.join('/');
  const dir = urlSegments.length === 0 ? '' : `${page}/`;
  return [
    `${page}.html`,
    `${page}.txt`,
    `${dir}__next._tree.txt`,
    `${dir}__next._full.txt`,
    // The root layout's own <head> (the early-reads script, decision 47) is a segment of its own.
    `${dir}__next._index.txt`,
    `${dir}__next.${[...payloadNames, '__PAGE__'].join('.')}.txt`,
  ];
}

/** Every page file under `appDir`, as paths relative to it. */
export function findPageFiles(appDir) {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PAGE_FILE.test(entry.name))
    .map((entry) => relative(appDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Precache entries for every exported page plus the not-found page, all with `revision`: each
 * export embeds the build id, so the build id is the pages' revision.
 */
export function pagePrecacheEntries(appDir, revision) {
  const files = findPageFiles(appDir).flatMap((file) => exportedPageFiles(pageSegments(file)));
  return [...new Set([...files, '404.html'])].map((file) => ({ url: `/${file}`, revision }));
}
