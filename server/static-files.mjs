/**
 * Precache entries for the files `next build` copies into the export as they are: `public/` and
 * the app's icon. Their revision is a hash of the content, so an unchanged file is not downloaded
 * again after an update.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files of `public/` that are never precached (paths relative to it). */
const notPrecached = [
  // Written by the build itself: the worker and what next-pwa emits beside it.
  /^sw\.js(\.map)?$/,
  /^(workbox|worker|fallback|swe-worker)-[^/]*\.js(\.map)?$/,
  // The PDF engine's worker (1.1 MB): PDFs are not kept offline, so it would be dead weight.
  /^pdf\//,
];

const APP_ICONS = ['icon.svg', 'icon.png', 'favicon.ico', 'apple-icon.png'];

const revisionOf = (path) => createHash('md5').update(readFileSync(path)).digest('hex');

/** @returns {{ url: string, revision: string }[]} */
export function staticFilePrecacheEntries(projectDir) {
  const publicDir = join(projectDir, 'public');
  const publicFiles = existsSync(publicDir)
    ? readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((file) => !notPrecached.some((pattern) => pattern.test(file)))
        .map((file) => ({ url: `/${file}`, revision: revisionOf(join(publicDir, file)) }))
    : [];
  const appIcons = APP_ICONS.filter((name) => existsSync(join(projectDir, 'app', name))).map((name) => ({
    url: `/${name}`,
    revision: revisionOf(join(projectDir, 'app', name)),
  }));
  return [...publicFiles, ...appIcons].sort((a, b) => a.url.localeCompare(b.url));
}
